import TextSupport

extension Environment {
    func registerStringFilters() {
        registerFilter(
            "append", arity: 1...1, { input, args, _ in .string(input.rubyString + args[0].rubyString) },
            appending: { input, args, _, output in
                output.append(input.rubyString)
                output.append(args[0].rubyString)
            })
        registerFilter(
            "prepend", arity: 1...1, { input, args, _ in .string(args[0].rubyString + input.rubyString) },
            appending: { input, args, _, output in
                output.append(args[0].rubyString)
                output.append(input.rubyString)
            })
        registerFilter("downcase", arity: 0...0) { input, _, _ in .string(input.rubyString.lowercased()) }
        registerFilter("upcase", arity: 0...0) { input, _, _ in .string(input.rubyString.uppercased()) }
        registerFilter("capitalize", arity: 0...0) { input, _, _ in
            // Ruby's capitalize also lowercases the rest: "hELLO" becomes "Hello".
            let s = input.rubyString
            guard let first = s.unicodeScalars.first else { return .string("") }
            let rest = s.unicodeScalars.dropFirst()
            return .string(String(first).uppercased() + String(String.UnicodeScalarView(rest)).lowercased())
        }
        registerFilter("strip", arity: 0...0) { input, _, _ in .string(String(input.rubyString.trimmingRubyWhitespace())) }
        registerFilter("lstrip", arity: 0...0) { input, _, _ in
            let s = input.rubyString
            let start = s.utf8.firstIndex { !$0.isRubyWhitespace } ?? s.utf8.endIndex
            return .string(String(s[start...]))
        }
        registerFilter("rstrip", arity: 0...0) { input, _, _ in
            let s = input.rubyString
            guard let last = s.utf8.lastIndex(where: { !$0.isRubyWhitespace }) else { return .string("") }
            return .string(String(s[...last]))
        }
        registerFilter("size", arity: 0...0) { input, _, _ in
            switch input {
            // Ruby counts code points, not grapheme clusters.
            case .string(let s): return .int(s.unicodeScalars.count)
            case .array(let a): return .int(a.count)
            case .dictionary(let d): return .int(d.count)
            case .range(let r): return .int(r.count)
            // Integer#size is its width in bytes.
            case .int: return .int(MemoryLayout<Int>.size)
            case .drop: return input.property("size")
            default: return .int(0)
            }
        }

        registerFilter("replace", arity: 1...2) { input, args, _ in
            .string(input.rubyString.rubySubstituting(args[0].rubyString, with: args[argument: 1].rubyString, all: true))
        }
        registerFilter("replace_first", arity: 1...2) { input, args, _ in
            .string(input.rubyString.rubySubstituting(args[0].rubyString, with: args[argument: 1].rubyString, all: false))
        }
        registerFilter("replace_last", arity: 2...2) { input, args, _ in
            .string(input.rubyString.replacingLast(args[0].rubyString, with: args[1].rubyString))
        }
        registerFilter("remove", arity: 1...1) { input, args, _ in
            .string(input.rubyString.rubySubstituting(args[0].rubyString, with: "", all: true))
        }
        registerFilter("remove_first", arity: 1...1) { input, args, _ in
            .string(input.rubyString.rubySubstituting(args[0].rubyString, with: "", all: false))
        }
        registerFilter("remove_last", arity: 1...1) { input, args, _ in
            .string(input.rubyString.replacingLast(args[0].rubyString, with: ""))
        }

        registerFilter("slice", arity: 1...2) { input, args, _ in
            let offset = try args[0].liquidInteger()
            let length = args.count > 1 && !args[1].isRubyNil ? try args[1].liquidInteger() : 1
            if case .array(let a) = input {
                guard let range = rubySliceRange(count: a.count, offset: offset, length: length) else { return .array([]) }
                return .array(Array(a[range]))
            }
            let scalars = Array(input.rubyString.unicodeScalars)
            guard let range = rubySliceRange(count: scalars.count, offset: offset, length: length) else { return .string("") }
            var out = String.UnicodeScalarView()
            out.append(contentsOf: scalars[range])
            return .string(String(out))
        }

        registerFilter("truncate", arity: 0...2) { input, args, _ in
            if input.isRubyNil { return .nil }
            let length = args.isEmpty ? 50 : try args[0].liquidInteger()
            let ellipsis = args.count > 1 ? args[1].rubyString : "..."
            var text = input.rubyString
            // Lengths count code points, as Ruby's do; a string has no more than it has bytes.
            guard text.utf8.count > length else { return .string(text) }
            let keep = length <= 0 ? 0 : max(0, length - ellipsis.unicodeScalars.count)
            let cut: Int? = text.withUTF8 { bytes in
                var scalars = 0
                var cut = 0
                for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
                    if scalars == keep { cut = offset }
                    scalars += 1
                    if scalars > length { return cut }
                }
                return scalars > length ? cut : nil  // a negative length truncates even ""
            }
            guard let cut else { return .string(text) }
            var out = String(decoding: text.utf8.prefix(cut), as: UTF8.self)
            out += ellipsis
            return .string(out)
        }

        /// `truncatewords`' word count and ellipsis.
        @Sendable func wordLimit(_ args: [Value]) throws -> (words: Int, ellipsis: String) {
            var words = args.isEmpty ? 15 : try args[0].liquidInteger()
            if words <= 0 { words = 1 }
            if words >= Int(Int32.max) { throw FilterError("integer \(words) too big for truncatewords") }
            return (words, args.count > 1 ? args[1].rubyString : "...")
        }
        registerFilter(
            "truncatewords", arity: 0...2,
            { input, args, _ in
                if input.isRubyNil { return .nil }
                let text = input.rubyString
                let (words, ellipsis) = try wordLimit(args)
                return .string(text.truncatedRubyWords(words, ellipsis: ellipsis) ?? text)
            },
            appending: { input, args, _, output in
                if input.isRubyNil { return }
                let (words, ellipsis) = try wordLimit(args)
                input.rubyString.appendTruncatedRubyWords(words, ellipsis: ellipsis, to: &output)
            })

        registerFilter("split", arity: 1...1) { input, args, _ in
            .array(input.rubyString.rubySplit(args[0].rubyString).map(Value.string))
        }
    }
}

/// The range Ruby's `slice(offset, length)` takes from `count` elements, or nil where Ruby answers nil.
func rubySliceRange(count: Int, offset: Int, length: Int) -> Range<Int>? {
    let start = offset < 0 ? count + offset : offset
    guard start >= 0, start <= count, length >= 0 else { return nil }
    let end = length > count - start ? count : start + length
    return start..<end
}

extension String {
    /// `gsub`/`sub` with a string pattern, matched on UTF-8 bytes. An empty pattern matches
    /// between every character, as in Ruby. The replacement's `\0`, `\&` and `\\` are
    /// expanded as Ruby does even for string patterns.
    func rubySubstituting(_ pattern: String, with replacement: String, all: Bool) -> String {
        let replacementBytes = Array(replacement.utf8)
        let needsExpansion = replacementBytes.contains(UInt8(ascii: "\\"))
        func expanded(_ match: Substring.UTF8View) -> [UInt8] {
            guard needsExpansion else { return replacementBytes }
            var out: [UInt8] = []
            var i = 0
            while i < replacementBytes.count {
                let b = replacementBytes[i]
                if b == UInt8(ascii: "\\"), i + 1 < replacementBytes.count {
                    let n = replacementBytes[i + 1]
                    switch n {
                    case UInt8(ascii: "0"), UInt8(ascii: "&"): out.append(contentsOf: match); i += 2; continue
                    case UInt8(ascii: "\\"): out.append(n); i += 2; continue
                    case UInt8(ascii: "1")...UInt8(ascii: "9"): i += 2; continue
                    default: break
                    }
                }
                out.append(b)
                i += 1
            }
            return out
        }

        if pattern.isEmpty {
            let insert = String(decoding: expanded(Substring("").utf8), as: UTF8.self)
            guard all else { return insert + self }
            var out = insert
            for scalar in unicodeScalars {
                out.unicodeScalars.append(scalar)
                out += insert
            }
            return out
        }
        // Each match is found with memchr + memcmp (ByteSearch), the text between copied
        // whole: a theme's compress layout runs 150 `replace`s over every page, which a byte
        // loop made most of a debug build's time.
        let haystack = Array(utf8)
        let needle = Array(pattern.utf8)
        guard var found = ByteSearch.firstRange(of: needle, in: haystack) else { return self }
        let replaced = expanded(Substring(pattern).utf8)
        var out: [UInt8] = []
        out.reserveCapacity(haystack.count)
        var i = 0
        while true {
            out.append(contentsOf: haystack[i..<found.lowerBound])
            out.append(contentsOf: replaced)
            i = found.upperBound
            guard all, let next = ByteSearch.firstRange(of: needle, in: haystack, from: i) else { break }
            found = next
        }
        out.append(contentsOf: haystack[i...])
        return String(decoding: out, as: UTF8.self)
    }

    /// `replace_last`: the last occurrence swapped for `replacement`, taken literally.
    func replacingLast(_ pattern: String, with replacement: String) -> String {
        if pattern.isEmpty { return self + replacement }
        let haystack = Array(utf8)
        let needle = Array(pattern.utf8)
        guard needle.count <= haystack.count else { return self }
        var i = haystack.count - needle.count
        while i >= 0 {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) {
                var out = Array(haystack[..<i])
                out.append(contentsOf: replacement.utf8)
                out.append(contentsOf: haystack[(i + needle.count)...])
                return String(decoding: out, as: UTF8.self)
            }
            i -= 1
        }
        return self
    }

    /// Ruby's `split(" ")`: runs of whitespace separate words, leading and trailing
    /// whitespace is ignored.
    public func rubyWhitespaceSplit() -> [String] {
        let bytes = Array(utf8)
        var parts: [String] = []
        var i = 0
        while i < bytes.count {
            while i < bytes.count && isLiquidSpace(bytes[i]) { i += 1 }
            if i == bytes.count { break }
            let start = i
            while i < bytes.count && !isLiquidSpace(bytes[i]) { i += 1 }
            parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
        }
        return parts
    }

    /// `rubyWhitespaceSplit().count` without making the words: `number_of_words` runs over whole
    /// post bodies (a theme's reading time), where the array of substrings was most of its cost.
    public func rubyWhitespaceWordCount() -> Int {
        var text = self
        return text.withUTF8 { bytes in
            var words = 0
            var inWord = false
            for byte in bytes {
                let space = isLiquidSpace(byte)
                if !space && !inWord { words += 1 }
                inWord = !space
            }
            return words
        }
    }

    /// Ruby's `String#split(String)`: `" "` splits on whitespace runs, `""` into characters,
    /// and trailing empty strings are dropped.
    func rubySplit(_ separator: String) -> [String] {
        if separator == " " { return rubyWhitespaceSplit() }
        if separator.isEmpty { return unicodeScalars.map { String($0) } }
        let bytes = Array(utf8)
        let needle = Array(separator.utf8)
        var parts: [String] = []
        var start = 0
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) {
                parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
                i += needle.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        while let last = parts.last, last.isEmpty { parts.removeLast() }
        return parts
    }
}
