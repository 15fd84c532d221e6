/// A byte-level pass over HTML that finds tags and their attributes without building a tree, so lint
/// stays cheap on every page. It skips comments and the contents of raw-text elements (`<script>`,
/// `<style>`, `<textarea>`, `<title>`), where markup-looking text is not markup.
struct HTMLScanner {
    let bytes: [UInt8]

    /// Calls `visit` with each start tag's lowercased name and its attributes (names lowercased, values raw).
    func forEachTag(_ visit: (_ name: [UInt8], _ attributes: [(name: [UInt8], value: ArraySlice<UInt8>)]) -> Void) {
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
            let tag = readTag(from: index)
            index = tag.end
            visit(tag.name, tag.attributes)
            if Self.rawTextElements.contains(tag.name) {
                index = endOfRawText(named: tag.name, from: index)
            }
        }
    }

    /// Where the experiments markup goes: after `<head…>` and a leading `<meta charset>`; without a head,
    /// after a leading `<!DOCTYPE>` (a script before it would switch the page to quirks mode), else at the start.
    static func headInsertionOffset(in bytes: [UInt8]) -> Int {
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
            var offset = scanner.readTag(from: index).end
            var probe = offset
            while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
            if scanner.startsWith("<meta", at: probe, caseInsensitive: true) {
                let meta = scanner.readTag(from: probe + 1)
                if meta.attributes.contains(where: { $0.name == Array("charset".utf8) }) {
                    offset = meta.end
                }
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

    static let rawTextElements: Set<[UInt8]> = [Array("script".utf8), Array("style".utf8), Array("textarea".utf8), Array("title".utf8)]

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    func find(sequence: [UInt8], from start: Int) -> Int? {
        var index = start
        while let candidate = find(sequence[0], from: index) {
            if startsWith(sequence, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    func startsWith(_ text: String, at index: Int, caseInsensitive: Bool = false) -> Bool {
        startsWith(Array(text.utf8), at: index, caseInsensitive: caseInsensitive)
    }

    func startsWith(_ prefix: [UInt8], at index: Int, caseInsensitive: Bool = false) -> Bool {
        guard index >= 0, index + prefix.count <= bytes.count else { return false }
        for (offset, expected) in prefix.enumerated() {
            let byte = bytes[index + offset]
            if caseInsensitive ? Self.lowercased(byte) != Self.lowercased(expected) : byte != expected { return false }
        }
        return true
    }

    /// Reads a start tag whose name begins at `start` (just after `<`); `end` is just past its `>`.
    func readTag(from start: Int) -> (name: [UInt8], attributes: [(name: [UInt8], value: ArraySlice<UInt8>)], end: Int) {
        let count = bytes.count
        var index = start
        var name = [UInt8]()
        while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            name.append(Self.lowercased(bytes[index]))
            index += 1
        }
        var attributes: [(name: [UInt8], value: ArraySlice<UInt8>)] = []
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (name, attributes, index + 1) }
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") { index += 1; continue }
            var attribute = [UInt8]()
            while index < count, !Self.isSpace(bytes[index]), ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index]) {
                attribute.append(Self.lowercased(bytes[index]))
                index += 1
            }
            if attribute.isEmpty { index += 1; continue }
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else {
                attributes.append((attribute, bytes[index..<index]))
                continue
            }
            index += 1
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let valueStart = index + 1
                let valueEnd = find(quote, from: valueStart) ?? count
                attributes.append((attribute, bytes[valueStart..<valueEnd]))
                index = min(valueEnd + 1, count)
            } else {
                let valueStart = index
                while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                attributes.append((attribute, bytes[valueStart..<index]))
            }
        }
        return (name, attributes, count)
    }

    private func endOfRawText(named name: [UInt8], from start: Int) -> Int {
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
