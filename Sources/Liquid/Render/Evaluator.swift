import TextSupport

extension RenderContext {
    func evaluate(_ expr: Expr) throws -> Value {
        switch expr {
        case .literal(let value): return value
        case .lookup(let lookup): return try evaluate(lookup)
        case .range(let a, let b):
            return Value.makeRange(try rangeInteger(evaluate(a)), try rangeInteger(evaluate(b)))
        case .emptyLiteral, .blankLiteral: return .string("")
        }
    }

    /// `RangeLookup#to_integer`: strings and nil as `to_i`, floats must be integral text.
    private func rangeInteger(_ v: Value) throws -> Int {
        switch v {
        case .int(let i): return i
        case .nil: return 0
        case .string(let s): return Value.leadingInteger(s)
        default:
            // Ruby's Utils.to_integer parses `to_s`, so even 2.0 is rejected.
            throw LiquidError(.argument, "invalid integer")
        }
    }

    /// Variable lookup as Ruby's `find_variable`: local scopes, then the render's variables.
    func findVariable(_ name: String) throws -> Value {
        var index = scopes.count - 1
        while index >= 0 {
            if let v = scopes[index][name] { return v }
            index -= 1
        }
        if let v = globals[name] { return v }
        if settings.strictVariables { throw LiquidError(.undefinedVariable, "undefined variable '\(name)'") }
        return .nil
    }

    func evaluate(_ lookup: VariableLookup) throws -> Value {
        var object: Value
        switch lookup.name {
        case .fixed(let name): object = try findVariable(name)
        case .dynamic(let expr):
            let key = try evaluate(expr)
            guard case .string(let name) = key else {
                if settings.strictVariables { throw LiquidError(.undefinedVariable, "undefined variable \(key.inspect)") }
                return .nil
            }
            object = try findVariable(name)
        }
        for segment in lookup.path {
            let next: Value?
            switch segment {
            case .key(let key, let command):
                next = Value.member(of: object, key: key, command: command)
                if settings.strictVariables {
                    var missing = next == nil
                    if case .drop(let drop) = object, !drop.hasLiquidKey(key) { missing = true }
                    if missing { throw LiquidError(.undefinedVariable, "undefined variable '\(key)'") }
                }
            case .index(let e):
                let key = try evaluate(e)
                if case .string(let k) = key {
                    next = Value.member(of: object, key: k, command: false)
                } else {
                    next = Value.member(of: object, index: key)
                }
                if next == nil, settings.strictVariables {
                    throw LiquidError(.undefinedVariable, "undefined variable '\(key.liquidString)'")
                }
            }
            guard let next else { return .nil }
            object = next
        }
        return object
    }

    func evaluate(_ filtered: FilteredExpr) throws -> Value {
        guard let base = filtered.base else { return .nil }
        var value = try evaluate(base)
        for call in filtered.filters { value = try apply(call, to: value) }
        return value
    }

    /// Appends what `{{ filtered }}` prints. A last filter that can write its result into the
    /// output does so, sparing the `String` it would otherwise build and the copy.
    func render(_ filtered: FilteredExpr, into output: inout OutputBuffer) throws {
        guard let last = filtered.filters.last, let append = last.filter?.appendingFunction, let base = filtered.base else {
            return output.append(try evaluate(filtered))
        }
        var value = try evaluate(base)
        for call in filtered.filters.dropLast() { value = try apply(call, to: value) }
        let input = value
        if last.argumentsAreConstant {
            try invoking(last) { try append(input, last.constantArguments, self, &output) }
        } else {
            let arguments = try evaluatedArguments(of: last)
            try invoking(last) { try append(input, arguments, self, &output) }
        }
    }

    private func apply(_ call: FilterCall, to value: Value) throws -> Value {
        guard let filter = call.filter ?? environment.filter(named: call.name) else {
            if settings.strictFilters {
                throw LiquidError(.undefinedFilter, "unknown filter '\(call.name)'", location: filterLocation(call))
            }
            return value
        }
        let result: Value
        if call.argumentsAreConstant {
            result = try invoking(call) { try filter.function(value, call.constantArguments, self) }
        } else {
            let arguments = try evaluatedArguments(of: call)
            result = try invoking(call) { try filter.function(value, arguments, self) }
        }
        // Chained filters can grow a string exponentially (each `replace: "", "abc"` makes it
        // four times longer: fifteen of them ask for gigabytes) before anything is output, where
        // the output limit applies: a filter's string is held to that limit too.
        if case .string(let text) = result, text.utf8.count > settings.maxOutputBytes {
            throw LiquidError(
                .render, "filter '\(call.name)' made a string larger than \(settings.maxOutputBytes) bytes",
                location: filterLocation(call))
        }
        return result
    }

    private func evaluatedArguments(of call: FilterCall) throws -> FilterArguments {
        var arguments = FilterArguments()
        arguments.positional.reserveCapacity(call.positional.count)
        for argument in call.positional { arguments.positional.append(try evaluate(argument)) }
        for (key, argument) in call.keyword { arguments.keyword[key] = try evaluate(argument) }
        return arguments
    }

    /// Runs a filter, locating its errors at the filter's name.
    private func invoking<T>(_ call: FilterCall, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FilterError {
            throw LiquidError(.argument, error.message, location: filterLocation(call))
        } catch var error as LiquidError {
            if error.location == nil { error.location = filterLocation(call) }
            throw error
        }
    }

    private func filterLocation(_ call: FilterCall) -> SourceLocation? {
        currentSource?.location(offset: call.offset, length: call.length)
    }

    /// Conditions nest only to the right (`a and (b or c)`), so a loop evaluates chains of
    /// any length without recursion.
    func evaluate(_ cond: Cond) throws -> Bool {
        var current = cond
        while true {
            switch current {
            case .value(let e): return try evaluate(e).isTruthy
            case .comparison(let l, let op, let r): return try compare(l, op, r)
            case .and(let a, let b):
                guard try evaluate(a) else { return false }
                current = b
            case .or(let a, let b):
                if try evaluate(a) { return true }
                current = b
            }
        }
    }

    func compare(_ left: Expr, _ op: ComparisonOperator, _ right: Expr) throws -> Bool {
        switch op {
        case .equal: return try equalOperands(left, right)
        case .notEqual: return try !equalOperands(left, right)
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            if left.isMethodLiteral || right.isMethodLiteral { return false }
            return try Value.ordered(evaluate(left), op, evaluate(right))
        case .contains:
            if left.isMethodLiteral { return false }
            let l = try evaluate(left)
            if right.isMethodLiteral {
                if case .string = l { return true }
                return false
            }
            return l.liquidContains(try evaluate(right))
        case .unknown(let text):
            throw LiquidError(.argument, "Unknown operator \(text)")
        }
    }

    private func equalOperands(_ left: Expr, _ right: Expr) throws -> Bool {
        if environment.blankMatchesNothing, case .blankLiteral = left { return false }
        if environment.blankMatchesNothing, case .blankLiteral = right { return false }
        if left.isMethodLiteral {
            if right.isMethodLiteral { return false }
            return try evaluate(right).matches(methodLiteral: left)
        }
        if right.isMethodLiteral { return try evaluate(left).matches(methodLiteral: right) }
        return try evaluate(left).isLiquidEqual(to: evaluate(right))
    }
}

extension Expr {
    var isMethodLiteral: Bool {
        switch self {
        case .emptyLiteral, .blankLiteral: return true
        default: return false
        }
    }
}

extension Value {
    /// `x == empty` / `x == blank`.
    func matches(methodLiteral: Expr) -> Bool {
        if case .blankLiteral = methodLiteral { return isBlank }
        switch self {
        case .string(let s): return s.isEmpty
        case .array(let a): return a.isEmpty
        case .dictionary(let d): return d.isEmpty
        default: return false
        }
    }

    /// `object.key` or `object["key"]`, nil when absent. `command` marks an unbracketed
    /// `size`, `first` or `last`, which Ruby answers as methods when no such key exists.
    static func member(of object: Value, key: String, command: Bool) -> Value? {
        switch object {
        case .dictionary(let d):
            if let v = d.liquidValue(forKey: key) { return v }
            guard command else { return nil }
            switch key {
            case "size": return .int(d.count)
            case "first":
                if let f = d.elements.first { return .array([.string(f.key), f.value]) }
                return .nil
            default: return nil
            }
        case .drop(let drop):
            return drop.liquidValue(forKey: key)
        case .array(let a):
            guard command else { return nil }
            switch key {
            case "size": return .int(a.count)
            case "first": return a.first ?? .nil
            case "last": return a.last ?? .nil
            default: return nil
            }
        case .string(let s):
            return command && key == "size" ? .int(s.count) : nil
        case .int:
            // Ruby's Integer#size: the machine word's byte count.
            return command && key == "size" ? .int(8) : nil
        case .range(let r):
            guard command else { return nil }
            switch key {
            case "size": return .int(r.count)
            case "first": return .int(r.first)
            case "last": return .int(r.last)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `object[index]` for a non-string index: arrays by (negative) integer position.
    static func member(of object: Value, index: Value) -> Value? {
        guard case .int(let i) = index else { return nil }
        switch object {
        case .array(let a):
            let position = i < 0 ? a.count + i : i
            return position >= 0 && position < a.count ? a[position] : .nil
        case .dictionary:
            return .nil
        case .drop(let drop):
            return drop.liquidValue(forKey: String(i))
        default:
            return nil
        }
    }
}
