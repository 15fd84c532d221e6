import OrderedCollections

/// One level of variables. Scopes are small (a loop variable and `forloop`, a template's
/// assigns), so lookups scan names instead of hashing them: comparing short strings is
/// several times cheaper than Swift's seeded string hash. Large scopes add a hash index.
struct VariableScope {
    private var entries: [(name: String, value: Value)] = []
    private var index: [String: Int]?

    private static let indexThreshold = 12

    init() {}

    /// A scope holding `name`, with room for `capacity` variables (a loop's variable and `forloop`).
    init(_ name: String, _ value: Value, capacity: Int) {
        entries.reserveCapacity(capacity)
        entries.append((name, value))
    }

    /// An empty scope with room for `capacity` variables.
    init(reservingCapacity capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    init(_ variables: [String: Value]) {
        entries.reserveCapacity(variables.count)
        for (name, value) in variables { entries.append((name, value)) }
        if entries.count > Self.indexThreshold { buildIndex() }
    }

    var isEmpty: Bool { entries.isEmpty }

    private mutating func buildIndex() {
        var built: [String: Int] = [:]
        built.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { built[entry.name] = position }
        index = built
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        var i = 0
        while i < entries.count {
            if entries[i].name.isSameKey(name) { return i }
            i += 1
        }
        return nil
    }

    subscript(name: String) -> Value? {
        get {
            guard let i = position(of: name) else { return nil }
            return entries[i].value
        }
        set {
            if let i = position(of: name) {
                if let newValue {
                    entries[i].value = newValue
                } else {
                    entries.remove(at: i)
                    if index != nil { buildIndex() }
                }
            } else if let newValue {
                entries.append((name, newValue))
                if index != nil {
                    index![name] = entries.count - 1
                } else if entries.count > Self.indexThreshold {
                    buildIndex()
                }
            }
        }
    }
}

extension String {
    /// `==` for variable names and hash keys, comparing byte lengths first: they differ far
    /// more often than not, and settle the mismatch without the standard library's
    /// Unicode-aware comparison. (Ruby compares bytes, so differently normalized spellings
    /// of one name are different names there too.)
    @inline(__always) func isSameKey(_ other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}

extension OrderedDictionary<String, Value> {
    /// `self[key]`, scanning with `isSameKey`: hashes in templates (front matter, data
    /// files) are small, and the scan beats hashing the key.
    public func liquidValue(forKey key: String) -> Value? {
        guard count <= 16 else { return self[key] }
        let keys = self.keys.elements
        for i in keys.indices where keys[i].isSameKey(key) { return values[i] }
        return nil
    }
}
