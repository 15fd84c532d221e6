/// A byte-level pass over HTML that finds tags and their attributes without building a tree, so lint
/// stays cheap on every page. It skips comments and the contents of raw-text elements (`<script>`,
/// `<style>`, `<textarea>`, `<title>`), where markup-looking text is not markup.
public struct HTMLScanner {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Calls `visit` with the byte ranges of every attribute's name and value in every start tag.
    /// Ranges instead of copies keep the pass free of allocations.
    public func forEachAttribute(_ visit: (_ name: Range<Int>, _ value: Range<Int>) -> Void) {
        var index = 0
        let count = bytes.count
        while let open = find(UInt8(ascii: "<"), from: index) {
            index = open + 1
            guard index < count else { return }
            let next = bytes[index]
            if next == UInt8(ascii: "!") {
                if startsWith("!--", at: index) {
                    index = find(sequence: Array("-->".utf8), from: index + 3).map { $0 + 3 } ?? count
                } else {
                    index = find(UInt8(ascii: ">"), from: index).map { $0 + 1 } ?? count
                }
                continue
            }
            guard Self.isLetter(next) else { continue }
            let tag = readTag(from: index, attribute: visit)
            index = tag.end
            if let raw = rawTextElement(named: tag.name) {
                index = endOfRawText(named: raw, from: index)
            }
        }
    }

    /// Where the experiments markup goes: after `<head…>` and a leading `<meta charset>`; without a head,
    /// after a leading `<!DOCTYPE>` (a script before it would switch the page to quirks mode), else at the start.
    public static func headInsertionOffset(in bytes: [UInt8]) -> Int {
        let scanner = HTMLScanner(bytes: bytes)
        var index = 0
        while let open = scanner.find(UInt8(ascii: "<"), from: index) {
            index = open + 1
            if scanner.startsWith("!--", at: index) {
                index = scanner.find(sequence: Array("-->".utf8), from: index + 3).map { $0 + 3 } ?? bytes.count
                continue
            }
            guard scanner.startsWith("head", at: index, caseInsensitive: true),
                  index + 4 < bytes.count, [UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index + 4]) || isSpace(bytes[index + 4])
            else { continue }
            var offset = scanner.readTag(from: index) { _, _ in }.end
            var probe = offset
            while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
            if scanner.startsWith("<meta", at: probe, caseInsensitive: true) {
                var declaresCharset = false
                let meta = scanner.readTag(from: probe + 1) { name, _ in
                    if scanner.equalsIgnoringCase(name, Array("charset".utf8)) { declaresCharset = true }
                }
                if declaresCharset { offset = meta.end }
            }
            return offset
        }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if scanner.startsWith("<!doctype", at: start, caseInsensitive: true) {
            return scanner.find(UInt8(ascii: ">"), from: start).map { $0 + 1 } ?? start
        }
        return start
    }

    // MARK: - Pieces

    public static let rawTextElements: [[UInt8]] = [Array("script".utf8), Array("style".utf8), Array("textarea".utf8), Array("title".utf8)]

    /// The raw-text element `name` is, if any. Every start tag of a page asks: a look at the
    /// name's length and first letter first spares the four comparisons (and the retains of
    /// the static list's arrays) for nearly all of them.
    public func rawTextElement(named name: Range<Int>) -> [UInt8]? {
        guard name.count == 5 || name.count == 6 || name.count == 8 else { return nil }
        let first = Self.lowercased(bytes[name.lowerBound])
        guard first == UInt8(ascii: "s") || first == UInt8(ascii: "t") else { return nil }
        return Self.rawTextElements.first(where: { equalsIgnoringCase(name, $0) })
    }

    public static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    public static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    public static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    public func find(_ byte: UInt8, from start: Int) -> Int? {
        bytes.withUnsafeBytes { ByteSearch.firstIndex(of: byte, in: $0, from: start) }
    }

    /// Anchors on the needle's rarest byte in a page's text: every hit of the anchor costs a
    /// compare, and the analytics markers checked on every experiment page ("gtag('config'",
    /// "googletagmanager.com/gtag/js") anchored on their last byte (`'`, `s`) met one every few
    /// dozen bytes of a page (half of lint's time; `j` or `f` a few per page).
    public func find(sequence: [UInt8], from start: Int) -> Int? {
        var anchor = max(sequence.count - 1, 0)
        for i in sequence.indices.reversed() where Self.commonness(sequence[i]) < Self.commonness(sequence[anchor]) { anchor = i }
        return ByteSearch.firstRange(of: sequence, in: bytes, from: start, anchor: anchor)?.lowerBound
    }

    /// About how often `byte` occurs in an HTML page of English prose and code (per mille,
    /// letters from English letter frequencies); only the order matters.
    public static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 5
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return letterCommonness[Int(byte - UInt8(ascii: "a"))]
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 10
        case UInt8(ascii: " "), 0x0A: return 150
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "="), UInt8(ascii: "/"): return 40
        case UInt8(ascii: "."): return 30
        case UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: "-"): return 15
        case UInt8(ascii: ";"), UInt8(ascii: ":"): return 10
        default: return 5
        }
    }

    private static let letterCommonness = [
        82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20, 1,
    ]

    public func startsWith(_ text: String, at index: Int, caseInsensitive: Bool = false) -> Bool {
        startsWith(Array(text.utf8), at: index, caseInsensitive: caseInsensitive)
    }

    public func startsWith(_ prefix: [UInt8], at index: Int, caseInsensitive: Bool = false) -> Bool {
        guard index >= 0, index + prefix.count <= bytes.count else { return false }
        for (offset, expected) in prefix.enumerated() {
            let byte = bytes[index + offset]
            if caseInsensitive ? Self.lowercased(byte) != Self.lowercased(expected) : byte != expected { return false }
        }
        return true
    }

    /// Compares `bytes[range]` with lowercase ASCII `word`, ignoring the case of the bytes.
    public func equalsIgnoringCase(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
        guard range.count == word.count else { return false }
        var offset = 0
        for index in range {
            if Self.lowercased(bytes[index]) != word[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Reads a start tag whose name begins at `start` (just after `<`), reporting each attribute;
    /// `end` is just past its `>`.
    public func readTag(from start: Int, attribute visit: (_ name: Range<Int>, _ value: Range<Int>) -> Void) -> (name: Range<Int>, end: Int) {
        let count = bytes.count
        var index = start
        while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        let name = start..<index
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (name, index + 1) }
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") { index += 1; continue }
            let nameStart = index
            while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                index += 1
            }
            if index == nameStart { index += 1; continue }
            let attributeName = nameStart..<index
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else {
                visit(attributeName, index..<index)
                continue
            }
            index += 1
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let valueStart = index + 1
                let valueEnd = find(quote, from: valueStart) ?? count
                visit(attributeName, valueStart..<valueEnd)
                index = min(valueEnd + 1, count)
            } else {
                let valueStart = index
                while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                visit(attributeName, valueStart..<index)
            }
        }
        return (name, count)
    }

    public func endOfRawText(named name: [UInt8], from start: Int) -> Int {
        var index = start
        while let open = find(UInt8(ascii: "<"), from: index) {
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "/"), startsWith(name, at: open + 2, caseInsensitive: true) {
                return open
            }
            index = open + 1
        }
        return bytes.count
    }
}
