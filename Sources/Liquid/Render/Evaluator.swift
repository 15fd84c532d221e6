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
        if environment.strictVariables { throw LiquidError(.undefinedVariable, "undefined variable '\(name)'") }
        return .nil
    }

    func evaluate(_ lookup: VariableLookup) throws -> Value {
        var object: Value
        switch lookup.name {
        case .fixed(let name): object = try findVariable(name)
        case .dynamic(let expr):
            let key = try evaluate(expr)
            guard case .string(let name) = key else {
                if environment.strictVariables { throw LiquidError(.undefinedVariable, "undefined variable \(key.inspect)") }
                return .nil
            }
            object = try findVariable(name)
        }
        for segment in lookup.path {
            let key: Value
            var command = false
            switch segment {
            case .key(let k, let isCommand):
                key = .string(k)
                command = isCommand
            case .index(let e):
                key = try evaluate(e)
            }
            if let next = Value.member(of: object, key: key, command: command) {
                object = next
            } else {
                if environment.strictVariables {
                    throw LiquidError(.undefinedVariable, "undefined variable '\(key.liquidString)'")
                }
                return .nil
            }
        }
        return object
    }

    func evaluate(_ filtered: FilteredExpr) throws -> Value {
        guard let base = filtered.base else { return .nil }
        var value = try evaluate(base)
        for call in filtered.filters {
            guard let function = call.function ?? environment.filters[call.name] else {
                if environment.strictFilters {
                    throw LiquidError(.undefinedFilter, "unknown filter '\(call.name)'", location: filterLocation(call))
                }
                continue
            }
            var arguments = FilterArguments()
            if !call.positional.isEmpty {
                arguments.positional.reserveCapacity(call.positional.count)
                for argument in call.positional { arguments.positional.append(try evaluate(argument)) }
            }
            for (key, argument) in call.keyword { arguments.keyword[key] = try evaluate(argument) }
            do {
                value = try function(value, arguments, self)
            } catch let error as FilterError {
                throw LiquidError(.argument, error.message, location: filterLocation(call))
            } catch var error as LiquidError {
                if error.location == nil { error.location = filterLocation(call) }
                throw error
            }
        }
        return value
    }

    private func filterLocation(_ call: FilterCall) -> SourceLocation? {
        currentSource?.location(offset: call.offset, length: call.length)
    }

    func evaluate(_ cond: Cond) throws -> Bool {
        switch cond {
        case .value(let e): return try evaluate(e).isTruthy
        case .comparison(let l, let op, let r): return try compare(l, op, r)
        case .and(let a, let b): return try evaluate(a) && evaluate(b)
        case .or(let a, let b): return try evaluate(a) || evaluate(b)
        }
    }

    func compare(_ left: Expr, _ op: String, _ right: Expr) throws -> Bool {
        switch op {
        case "==": return try equalOperands(left, right)
        case "!=", "<>": return try !equalOperands(left, right)
        case "<", ">", "<=", ">=":
            if left.isMethodLiteral || right.isMethodLiteral { return false }
            return try Value.ordered(evaluate(left), op, evaluate(right))
        case "contains":
            if left.isMethodLiteral { return false }
            let l = try evaluate(left)
            if right.isMethodLiteral {
                if case .string = l { return true }
                return false
            }
            return l.liquidContains(try evaluate(right))
        default:
            throw LiquidError(.argument, "Unknown operator \(op)")
        }
    }

    private func equalOperands(_ left: Expr, _ right: Expr) throws -> Bool {
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

    /// One lookup step: `object[key]` or `object.key`, nil when absent.
    static func member(of object: Value, key: Value, command: Bool) -> Value? {
        switch object {
        case .dictionary(let d):
            if case .string(let k) = key, let v = d[k] { return v }
            if command, case .string(let k) = key {
                switch k {
                case "size": return .int(d.count)
                case "first":
                    if let f = d.elements.first { return .array([.string(f.key), f.value]) }
                    return .nil
                default: return nil
                }
            }
            if case .int = key { return .nil }
            return nil
        case .array(let a):
            if case .int(let i) = key {
                let index = i < 0 ? a.count + i : i
                return index >= 0 && index < a.count ? a[index] : .nil
            }
            if command, case .string(let k) = key {
                switch k {
                case "size": return .int(a.count)
                case "first": return a.first ?? .nil
                case "last": return a.last ?? .nil
                default: return nil
                }
            }
            return nil
        case .drop(let drop):
            switch key {
            case .string(let k): return drop.liquidValue(forKey: k)
            case .int(let i): return drop.liquidValue(forKey: String(i))
            default: return nil
            }
        case .string(let s):
            if command, case .string("size") = key { return .int(s.count) }
            return nil
        case .int:
            // Ruby's Integer#size: the machine word's byte count.
            if command, case .string("size") = key { return .int(8) }
            return nil
        case .range(let r):
            if command, case .string(let k) = key {
                switch k {
                case "size": return .int(r.count)
                case "first": return .int(r.lowerBound)
                case "last": return .int(r.upperBound)
                default: return nil
                }
            }
            return nil
        default:
            return nil
        }
    }
}
