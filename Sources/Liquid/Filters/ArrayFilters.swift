import OrderedCollections

extension Environment {
    func registerArrayFilters() {
        registerFilter("join", arity: 0...1) { input, args, _ in
            let glue = args.isEmpty ? " " : args[0].rubyString
            return .string(input.inputElements.map(\.rubyString).joined(separator: glue))
        }
        registerFilter("first", arity: 0...0) { input, _, _ in
            switch input {
            case .array(let a): return a.first ?? .nil
            case .range(let r): return .int(r.first)
            case .dictionary(let d):
                guard let f = d.elements.first else { return .nil }
                return .array([.string(f.key), f.value])
            default: return .nil
            }
        }
        registerFilter("last", arity: 0...0) { input, _, _ in
            switch input {
            case .array(let a): return a.last ?? .nil
            case .range(let r): return .int(r.last)
            default: return .nil
            }
        }
        registerFilter("default", arity: 0...2) { input, args, _ in
            let fallback = args.isEmpty ? Value.string("") : args[0]
            var allowFalse = false
            if args.count > 1, case .dictionary(let options) = args[1] { allowFalse = options["allow_false"]?.isTruthy ?? false }
            let missing = allowFalse ? input.isRubyNil : !input.isTruthy
            return missing || input.isEmptyCollection ? fallback : input
        }
        registerFilter("concat", arity: 1...1) { input, args, _ in
            guard case .array(let other) = args[0] else {
                throw FilterError("concat filter requires an array argument")
            }
            return .array(input.inputElements + other)
        }
        registerFilter("reverse", arity: 0...0) { input, _, _ in .array(input.inputElements.reversed()) }
        registerFilter("compact", arity: 0...1) { input, args, _ in
            let items = input.inputElements
            guard !args.isEmpty, !args[0].isRubyNil else { return .array(items.filter { !$0.isRubyNil }) }
            guard !items.isEmpty else { return .array([]) }
            var kept: [Value] = []
            for item in items {
                switch item.rubyIndex(args[0]) {
                case .value(let v): if !v.isRubyNil { kept.append(item) }
                case .typeError: throw propertyError(args[0])
                case .noIndexing: return .nil
                }
            }
            return .array(kept)
        }
        registerFilter("uniq", arity: 0...1) { input, args, _ in
            let items = input.inputElements
            // Ruby's uniq never calls its block for fewer than two items.
            if items.count < 2 { return .array(items) }
            var seen = Set<String>()
            var kept: [Value] = []
            let property = args[argument: 0]
            for item in items {
                let key: Value
                if property.isRubyNil {
                    key = item
                } else {
                    switch item.rubyIndex(property) {
                    case .value(let v): key = v
                    case .typeError: throw propertyError(property)
                    case .noIndexing: return .nil
                    }
                }
                if seen.insert(key.uniquenessKey).inserted { kept.append(item) }
            }
            return .array(kept)
        }
        registerFilter("map", arity: 1...1) { input, args, _ in
            let property = args[0]
            var out: [Value] = []
            for item in input.inputElements {
                if case .string("to_liquid") = property {
                    out.append(item)
                    continue
                }
                switch item.rubyIndex(property) {
                case .value(let v): out.append(v)
                case .typeError: throw propertyError(property)
                case .noIndexing: out.append(.nil)
                }
            }
            return .array(out)
        }
        registerFilter("sort", arity: 0...1) { input, args, _ in
            try Value.sorted(input, property: args[argument: 0]) { a, b in
                if let c = a.rubyCompare(b) { return c }
                if a.isRubyNil { return 1 }
                if b.isRubyNil { return -1 }
                throw FilterError("cannot sort values of incompatible types")
            }
        }
        registerFilter("sort_natural", arity: 0...1) { input, args, _ in
            try Value.sorted(input, property: args[argument: 0]) { a, b in
                if !a.isRubyNil && !b.isRubyNil { return Value.caseInsensitiveCompare(a.rubyString, b.rubyString) }
                if a.isRubyNil && b.isRubyNil { return 0 }
                return a.isRubyNil ? 1 : -1
            }
        }
        registerFilter("sum", arity: 0...1) { input, args, _ in
            let property = args[argument: 0]
            let items = input.inputElements
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items {
                if property.isRubyNil {
                    values.append(item)
                    continue
                }
                switch item.rubyIndex(property) {
                case .value(let v): values.append(v)
                case .typeError: throw propertyError(property)
                case .noIndexing: values.append(.int(0))
                }
            }
            var total = LiquidNumber.int(0)
            for value in Value.array(values).inputElements {
                total = try total.apply(.plus, LiquidNumber(value))
            }
            return total.value
        }

        registerSelectionFilter("where", whenEmpty: .array([])) { items, matches in
            .array(try items.filter(matches))
        }
        registerSelectionFilter("reject", whenEmpty: .array([])) { items, matches in
            .array(try items.filter { try !matches($0) })
        }
        registerSelectionFilter("has", whenEmpty: .bool(false)) { items, matches in
            .bool(try items.contains(where: matches))
        }
        registerSelectionFilter("find", whenEmpty: .nil) { items, matches in
            try items.first(where: matches) ?? .nil
        }
        registerSelectionFilter("find_index", whenEmpty: .nil) { items, matches in
            try items.firstIndex(where: matches).map(Value.int) ?? .nil
        }
    }

    /// The filters built on Ruby Liquid's `filter_array`: an item matches when
    /// `item[property]` is truthy, or equals the target value when one is given. An item that
    /// cannot be indexed at all (nil, a number) makes the whole filter answer nil.
    private func registerSelectionFilter(
        _ name: String, whenEmpty: Value,
        _ select: @escaping @Sendable ([Value], (Value) throws -> Bool) throws -> Value
    ) {
        struct NoIndexing: Error {}
        registerFilter(name, arity: 1...2) { input, args, _ in
            let items = input.inputElements
            let property = args[0]
            // Current Shopify Liquid answers as for an empty input when the property is nil
            // (`reject: undefined_variable` gives []), where 5.4 could raise on string items.
            guard !items.isEmpty, !property.isRubyNil else { return whenEmpty }
            let target = args[argument: 1]
            do {
                return try select(items) { item in
                    switch item.rubyIndex(property) {
                    case .value(let v): return target.isRubyNil ? v.isTruthy : v.rubyEquals(target)
                    case .typeError: throw propertyError(property)
                    case .noIndexing: throw NoIndexing()
                    }
                }
            } catch is NoIndexing {
                return .nil
            }
        }
    }
}

extension Value {
    /// `sort`/`sort_natural`: by the elements, or by `item[property]` when every item can be
    /// indexed (nil otherwise, as Ruby Liquid answers).
    static func sorted(_ input: Value, property: Value, by compare: (Value, Value) throws -> Int) throws -> Value {
        let items = input.inputElements
        if items.isEmpty { return .array([]) }
        if property.isRubyNil {
            return .array(try items.sorted { try compare($0, $1) < 0 })
        }
        // Ruby Liquid first checks that every item has `[]`, then reads the property.
        if items.contains(where: { if case .noIndexing = $0.rubyIndex(.nil) { return true } else { return false } }) {
            return .nil
        }
        // Ruby's sort never calls its comparison (so never reads the property) for one item.
        if items.count == 1 { return .array(items) }
        var keyed: [(key: Value, item: Value)] = []
        keyed.reserveCapacity(items.count)
        for item in items {
            switch item.rubyIndex(property) {
            case .value(let v): keyed.append((v, item))
            case .typeError: throw propertyError(property)
            case .noIndexing: return .nil
            }
        }
        return .array(try keyed.sorted { try compare($0.key, $1.key) < 0 }.map(\.item))
    }

    /// Ruby's `casecmp`: bytes compared with ASCII letters folded to lower case.
    static func caseInsensitiveCompare(_ a: String, _ b: String) -> Int {
        var ia = a.utf8.makeIterator()
        var ib = b.utf8.makeIterator()
        while true {
            switch (ia.next(), ib.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (var x?, var y?):
                if x >= 0x41 && x <= 0x5A { x |= 0x20 }
                if y >= 0x41 && y <= 0x5A { y |= 0x20 }
                if x != y { return x < y ? -1 : 1 }
            }
        }
    }
}
