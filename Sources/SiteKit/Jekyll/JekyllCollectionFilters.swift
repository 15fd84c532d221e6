import Foundation
import Liquid
import OrderedCollections

func registerJekyllCollectionFilters(into environment: Environment) {
    let conditions = ParsedCache<Condition>()
    let expressions = ParsedCache<FilteredExpression>()

    environment.registerFilter("where", arity: 2...2) { input, args, _ in
        guard let items = try selectable(input, property: args[0], value: args[1]) else { return input }
        let path = PropertyPath(args[0])
        let target = Target(args[1])
        return .array(try items.filter { target.matches(try path.value(in: $0)) })
    }
    environment.registerFilter("find", arity: 2...2) { input, args, _ in
        guard let items = try selectable(input, property: args[0], value: args[1]) else { return input }
        let path = PropertyPath(args[0])
        let target = Target(args[1])
        return try items.first { target.matches(try path.value(in: $0)) } ?? .nil
    }
    environment.registerFilter("where_exp", arity: 2...2) { input, args, context in
        guard let items = expressionInput(input) else { return input }
        let condition = try conditions.get(args[1].rubyString) { try Condition.parse($0, environment: context.environment) }
        let name = args[0].rubyString
        return .array(try items.filter { try condition.evaluate(in: context, binding: name, to: $0) })
    }
    environment.registerFilter("find_exp", arity: 2...2) { input, args, context in
        guard let items = expressionInput(input) else { return input }
        let condition = try conditions.get(args[1].rubyString) { try Condition.parse($0, environment: context.environment) }
        let name = args[0].rubyString
        return try items.first { try condition.evaluate(in: context, binding: name, to: $0) } ?? .nil
    }
    environment.registerFilter("group_by", arity: 1...1) { input, args, _ in
        guard let items = groupable(input) else { return input }
        let path = PropertyPath(args[0])
        return grouped(try items.map { (Value.string(try path.value(in: $0).rubyString), $0) })
    }
    environment.registerFilter("group_by_exp", arity: 2...2) { input, args, context in
        guard let items = groupable(input) else { return input }
        let expression = try expressions.get(args[1].rubyString) { try FilteredExpression.parse($0, environment: context.environment) }
        let name = args[0].rubyString
        return grouped(try items.map { item in
            (try context.withScope([name: item]) { try expression.evaluate(in: context) }, item)
        })
    }
    environment.registerFilter("sort", arity: 0...2) { input, args, _ in
        if input.isNil { throw FilterError("Cannot sort a null object.") }
        let property = args.argument(0)
        let items: [Value]
        switch input {
        case .array(let a): items = a
        case .dictionary, .drop, .range: items = input.iterationElements
        default: throw FilterError("undefined method `sort' for \(input.inspect):\(input.rubyClassName)")
        }
        if property.isNil {
            return .array(try items.sorted { a, b in
                guard let c = a.rubyCompare(b) else {
                    // Swift's sort asks about (later, earlier); Ruby names the earlier first.
                    throw FilterError("comparison of \(b.rubyClassName) with \(a.rubyClassName) failed")
                }
                return c < 0
            })
        }
        let nils = args.count > 1 ? args[1].rubyString : "first"
        guard nils == "first" || nils == "last" else {
            throw FilterError("Invalid nils order: '\(nils)' is not a valid nils order. It must be 'first' or 'last'.")
        }
        let order = nils == "first" ? -1 : 1
        let path = PropertyPath(property)
        let keyed = try items.map { (key: try path.value(in: $0), item: $0) }
        return .array(keyed.sorted { a, b in
            switch (a.key.isNil, b.key.isNil) {
            case (false, true): return -order < 0
            case (true, false): return order < 0
            case (true, true): return false
            case (false, false):
                let c = a.key.rubyCompare(b.key) ?? Value.compareText(a.key.rubyString, b.key.rubyString)
                return c < 0
            }
        }.map(\.item))
    }
    environment.registerFilter("push", arity: 1...1) { input, args, _ in
        guard case .array(var a) = input else { return input }
        a.append(args[0])
        return .array(a)
    }
    environment.registerFilter("unshift", arity: 1...1) { input, args, _ in
        guard case .array(var a) = input else { return input }
        a.insert(args[0], at: 0)
        return .array(a)
    }
    environment.registerFilter("pop", arity: 0...1) { input, args, _ in
        guard case .array(let a) = input else { return input }
        let n = try count(args)
        return .array(Array(a.dropLast(n)))
    }
    environment.registerFilter("shift", arity: 0...1) { input, args, _ in
        guard case .array(let a) = input else { return input }
        let n = try count(args)
        return .array(Array(a.dropFirst(n)))
    }
    environment.registerFilter("sample", arity: 0...1) { input, args, _ in
        guard case .array(let a) = input else { return input }
        let n = (try? count(args)) ?? 1
        if n == 1 { return a.randomElement() ?? .nil }
        return .array(Array(a.shuffled().prefix(n)))
    }
    environment.registerFilter("to_integer", arity: 0...0) { input, _, _ in
        switch input {
        case .bool(let b): return .int(b ? 1 : 0)
        default:
            guard let i = input.rubyToI else {
                throw FilterError("undefined method `to_i' for \(input.inspect):\(input.rubyClassName)")
            }
            return .int(i)
        }
    }
}

/// `pop`/`shift`'s count through Liquid's `to_integer`; Ruby refuses a negative one.
private func count(_ args: [Value]) throws -> Int {
    let n = args.isEmpty ? 1 : try args[0].liquidInteger()
    if n < 0 { throw FilterError("negative array size") }
    return n
}

/// The items `where` and `find` look through, or nil when Jekyll returns the input as it is
/// (no property, an array or hash as the value, or an input that cannot be selected from).
private func selectable(_ input: Value, property: Value, value: Value) throws -> [Value]? {
    if !property.isTruthy { return nil }
    switch value {
    case .array, .dictionary: return nil
    default: break
    }
    switch input {
    case .array(let a): return a
    case .dictionary(let d): return Array(d.values)
    case .drop(let drop): return drop.liquidKeys.map { drop.liquidValue(forKey: $0) }
    case .range: return input.iterationElements
    default: return nil
    }
}

private func expressionInput(_ input: Value) -> [Value]? {
    switch input {
    case .array(let a): return a
    case .dictionary(let d): return Array(d.values)
    case .drop(let drop): return drop.liquidKeys.map { drop.liquidValue(forKey: $0) }
    case .range: return input.iterationElements
    default: return nil
    }
}

private func groupable(_ input: Value) -> [Value]? {
    switch input {
    case .array(let a): return a
    case .dictionary, .drop, .range: return input.iterationElements
    default: return nil
    }
}

/// Jekyll's `item_property`: `item[property]`, following dots (`author.name`), with numeric
/// strings read as numbers so they sort and compare as numbers. Built once per filter call.
private struct PropertyPath {
    let keys: [Value]
    let dotted: Bool

    init(_ property: Value) {
        let name = property.rubyString
        dotted = name.contains(".")
        keys = dotted ? name.split(separator: ".", omittingEmptySubsequences: false).map { .string(String($0)) } : [.string(name)]
    }

    func value(in item: Value) throws -> Value {
        guard dotted else { return parseSortInput(try item.rubySubscript(keys[0])) }
        var value = item
        for key in keys {
            // `data.respond_to?(:[]) && data[key]`: a value without `[]` yields false.
            switch value {
            case .nil, .bool, .double, .range: value = .bool(false)
            default: value = try value.rubySubscript(key)
            }
        }
        return parseSortInput(value)
    }
}

/// Jekyll's `parse_sort_input`: integer-like text to an integer, float-like text to a float
/// (`/\A\s*-?\d+\s*\Z/`, `/\A\s*-?(?:\d+\.?\d*|\.\d+)\s*\Z/`).
private func parseSortInput(_ value: Value) -> Value {
    switch value {
    case .string(let text): return parseNumericText(text) ?? value
    case .int, .double, .nil, .bool, .array, .dictionary, .drop, .range: return value
    case .date: return value
    }
}

private func parseNumericText(_ text: String) -> Value? {
    let u = text.utf8
    var i = u.startIndex
    var end = u.endIndex
    let isSpace = { (b: UInt8) in b == 0x20 || (b >= 0x09 && b <= 0x0D) }
    let isDigit = { (b: UInt8) in b >= 0x30 && b <= 0x39 }
    while i < end, isSpace(u[i]) { i = u.index(after: i) }
    while end > i, isSpace(u[u.index(before: end)]) { end = u.index(before: end) }
    guard i < end else { return nil }
    let body = u[i..<end]
    var digitsBefore = 0, digitsAfter = 0, dots = 0
    for (n, b) in body.enumerated() {
        if b == UInt8(ascii: "-") && n == 0 { continue }
        if b == UInt8(ascii: ".") {
            dots += 1
        } else if isDigit(b) {
            if dots == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
        } else {
            return nil
        }
    }
    if dots == 0 && digitsBefore > 0 { return Value.string(text).rubyToI.map(Value.int) }
    guard dots == 1, digitsBefore > 0 || digitsAfter > 0 else { return nil }
    return Double(String(decoding: body, as: UTF8.self)).map(Value.double)
}

/// Jekyll's `compare_property_vs_target`: nil matches nil; otherwise the texts must be equal,
/// or, for an array property, the text of one of its elements.
private struct Target {
    let wanted: String?

    init(_ target: Value) { wanted = target.isNil ? nil : target.rubyString }

    func matches(_ property: Value) -> Bool {
        guard let wanted else { return property.isNil }
        switch property {
        case .string(let s): return s.utf8.elementsEqual(wanted.utf8)
        case .nil: return false
        case .array(let a): return a.contains { $0.rubyString == wanted }
        case .dictionary(let d): return d.contains { Value.array([.string($0.key), $0.value]).rubyString == wanted }
        default: return property.rubyString == wanted
        }
    }
}

/// `[{"name" => key, "items" => [...], "size" => n}]` in order of first appearance.
private func grouped(_ pairs: [(Value, Value)]) -> Value {
    var groups = OrderedDictionary<String, (name: Value, items: [Value])>()
    for (key, item) in pairs {
        groups[key.uniquenessKey, default: (key, [])].items.append(item)
    }
    return .array(groups.values.map { group in
        .dictionary(["name": group.name, "items": .array(group.items), "size": .int(group.items.count)])
    })
}

extension Value {
    /// Ruby's `String#<=>`, bytewise.
    static func compareText(_ a: String, _ b: String) -> Int {
        a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : (a.utf8.elementsEqual(b.utf8) ? 0 : 1)
    }
}

/// Expressions given to `where_exp` and friends, parsed once and shared by every render.
final class ParsedCache<T: Sendable>: @unchecked Sendable {
    private var entries: [String: T] = [:]
    private let lock = NSLock()

    func get(_ key: String, parse: (String) throws -> T) throws -> T {
        lock.lock()
        if let cached = entries[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let parsed = try parse(key)
        lock.lock()
        entries[key] = parsed
        lock.unlock()
        return parsed
    }
}
