/// One level of variables. Scopes are small (a loop variable and `forloop`, a template's
/// assigns), so lookups scan names instead of hashing them: comparing short strings is
/// several times cheaper than Swift's seeded string hash. Large scopes add a hash index.
struct VariableScope {
    private var names: [String] = []
    private var values: [Value] = []
    private var index: [String: Int]?

    private static let indexThreshold = 12

    init() {}

    init(_ variables: [String: Value]) {
        names.reserveCapacity(variables.count)
        values.reserveCapacity(variables.count)
        for (name, value) in variables {
            names.append(name)
            values.append(value)
        }
        if names.count > Self.indexThreshold { buildIndex() }
    }

    var isEmpty: Bool { names.isEmpty }

    private mutating func buildIndex() {
        var built: [String: Int] = [:]
        built.reserveCapacity(names.count)
        for (position, name) in names.enumerated() { built[name] = position }
        index = built
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        var i = 0
        while i < names.count {
            if names[i] == name { return i }
            i += 1
        }
        return nil
    }

    subscript(name: String) -> Value? {
        get {
            guard let i = position(of: name) else { return nil }
            return values[i]
        }
        set {
            if let i = position(of: name) {
                if let newValue {
                    values[i] = newValue
                } else {
                    names.remove(at: i)
                    values.remove(at: i)
                    if index != nil { buildIndex() }
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
                if index != nil {
                    index![name] = names.count - 1
                } else if names.count > Self.indexThreshold {
                    buildIndex()
                }
            }
        }
    }
}
