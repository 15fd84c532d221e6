import TextSupport
/// The page as the control variant shows it, for the places that carry a post's text away from its page:
/// feeds, excerpts on index pages, the meta description. There no script picks a variant, so every
/// variant's text would show at once; the control's is what readers of the original post saw.
///
/// Removes each element marked `data-variant="ID:NAME"` where NAME is not the control of experiment ID,
/// children included. The element whose id is the experiment id belongs to the control and stays.
public func controlOnlyHTML(_ html: String, specs: [ExperimentSpec]) -> String {
    guard !specs.isEmpty, html.contains("data-variant") else { return html }
    let controls = Dictionary(specs.map { ($0.id, $0.control.name) }, uniquingKeysWith: { first, _ in first })
    let bytes = Array(html.utf8)
    let scanner = HTMLScanner(bytes: bytes)
    let dataVariant = Array("data-variant".utf8)
    var cuts: [Range<Int>] = []
    var index = 0
    while let open = scanner.find(UInt8(ascii: "<"), from: index) {
        index = open + 1
        guard index < bytes.count else { break }
        if bytes[index] == UInt8(ascii: "!") {
            index = scanner.startsWith("!--", at: index)
                ? scanner.find(sequence: Array("-->".utf8), from: index + 3).map { $0 + 3 } ?? bytes.count
                : scanner.find(UInt8(ascii: ">"), from: index).map { $0 + 1 } ?? bytes.count
            continue
        }
        guard HTMLScanner.isLetter(bytes[index]) else { continue }
        var drop = false
        let tag = scanner.readTag(from: index) { name, value in
            guard scanner.equalsIgnoringCase(name, dataVariant) else { return }
            let parts = String(decoding: bytes[value], as: UTF8.self).split(separator: ":", maxSplits: 1).map(String.init)
            if parts.count == 2, let control = controls[parts[0]], parts[1] != control { drop = true }
        }
        index = tag.end
        let name = bytes[tag.name].map(HTMLScanner.lowercased)
        if drop {
            let selfClosing = tag.end >= 2 && bytes[tag.end - 2] == UInt8(ascii: "/")
            let end = selfClosing || voidElements.contains(name) ? tag.end : matchingEnd(of: name, in: scanner, from: tag.end) ?? tag.end
            cuts.append(open..<end)
            index = end
        } else if HTMLScanner.rawTextElements.contains(name) {
            index = scanner.endOfRawText(named: name, from: index)
        }
    }
    guard !cuts.isEmpty else { return html }
    var out = [UInt8]()
    out.reserveCapacity(bytes.count)
    var last = 0
    for cut in cuts {
        out.append(contentsOf: bytes[last..<cut.lowerBound])
        last = cut.upperBound
    }
    out.append(contentsOf: bytes[last...])
    return String(decoding: out, as: UTF8.self)
}

private let voidElements: Set<[UInt8]> = Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"].map { Array($0.utf8) })

/// Just past the end tag that closes the element opened before `start`, counting nested elements of
/// the same name; nil when the HTML never closes it.
private func matchingEnd(of name: [UInt8], in scanner: HTMLScanner, from start: Int) -> Int? {
    let bytes = scanner.bytes
    var depth = 1
    var index = start
    func endsName(_ at: Int) -> Bool {
        at >= bytes.count || HTMLScanner.isSpace(bytes[at]) || bytes[at] == UInt8(ascii: ">") || bytes[at] == UInt8(ascii: "/")
    }
    while let open = scanner.find(UInt8(ascii: "<"), from: index) {
        index = open + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/"), scanner.startsWith(name, at: index + 1, caseInsensitive: true),
           endsName(index + 1 + name.count) {
            depth -= 1
            if depth == 0 { return scanner.find(UInt8(ascii: ">"), from: index).map { $0 + 1 } ?? bytes.count }
        } else if scanner.startsWith(name, at: index, caseInsensitive: true), endsName(index + name.count) {
            depth += 1
        }
    }
    return nil
}
