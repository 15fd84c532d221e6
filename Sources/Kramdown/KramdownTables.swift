import MarkdownCore
/// kramdown's block math and tables (its own table syntax, which GFM input shares).
extension KramdownBlockParser {

    mutating func parseBlockMath(into parent: KramdownElement) -> Bool {
        var s = pos + spaces(pos)
        let escaped = byte(s) == UInt8(ascii: "\\")
        if escaped { s += 1 }
        guard byte(s) == UInt8(ascii: "$"), byte(s + 1) == UInt8(ascii: "$"), afterBlockBoundary(parent) else { return false }
        // find the closing $$ (may be on a later line), then only blanks to the line end
        var i = s + 2
        while i + 1 < src.count {
            if src[i] == UInt8(ascii: "$") && src[i + 1] == UInt8(ascii: "$") { break }
            i += 1
        }
        guard i + 1 < src.count else { return false }
        var after = i + 2
        while after < src.count, src[after] == 0x20 || src[after] == 0x09 || src[after] == 0x0D { after += 1 }
        let lineEnds = after >= src.count || src[after] == 0x0A
        if escaped {
            // `\$$…$$` is a paragraph whose text starts at the dollars (inline math); kramdown
            // drops the backslash only when the line ends after the closing dollars
            if lineEnds { pos = s }
            return false
        }
        var next = min(after + 1, src.count)
        if !lineEnds {
            // kramdown's scanner reads `^` at its position: a block IAL, a `^` or the end may
            // follow the closing dollars on their line (`$$x$$ {: .c}`)
            next = i + 2
            guard next >= src.count || isEndOfBlockMarker(next) || isIALLine(next) else { return false }
        } else {
            guard beforeBlockBoundary(next) else { return false }
        }
        var body = Array(src[(s + 2)..<i])
        while let f = body.first, f == 0x20 || f == 0x09 || f == 0x0A { body.removeFirst() }
        while let l = body.last, l == 0x20 || l == 0x09 || l == 0x0A { body.removeLast() }
        let math = KramdownElement(.math, body)
        math.level = 1
        pos = next
        add(math, to: parent)
        return true
    }

    /// A row's cells, split at unescaped pipes outside code spans. Bytes are copied in runs up
    /// to the next pipe or escape (appending them one at a time to the last of the cell arrays
    /// checked its uniqueness and capacity per byte: about 1% of a render for one table).
    func tableCells(_ line: ArraySlice<UInt8>) -> [Bytes] {
        var cells: [Bytes] = []
        var current: Bytes = []
        var i = line.startIndex
        var run = i
        let end = line.endIndex
        while i < end {
            let b = line[i]
            if b == UInt8(ascii: "\\"), i + 1 < end, line[i + 1] == UInt8(ascii: "|") {
                current += line[run..<i]
                current.append(UInt8(ascii: "|"))
                i += 2
                run = i
                continue
            }
            if b == UInt8(ascii: "`") {
                var n = i
                while n < end, line[n] == UInt8(ascii: "`") { n += 1 }
                let length = n - i
                // find a closing run of the same length; the span stays in the cell as written
                var k = n
                var close: Int? = nil
                while k < end {
                    if line[k] == UInt8(ascii: "`") {
                        var m = k
                        while m < end, line[m] == UInt8(ascii: "`") { m += 1 }
                        if m - k == length {
                            close = m
                            break
                        }
                        k = m
                    } else {
                        k += 1
                    }
                }
                i = close ?? n
                continue
            }
            if b == UInt8(ascii: "<"), line[i...].starts(with: "<code".utf8),
                let close = HTMLScanner.findClose(Array(line), name: Array("code".utf8), from: i - line.startIndex)
            {
                i = line.startIndex + close.end
                continue
            }
            if b == UInt8(ascii: "|") {
                current += line[run..<i]
                cells.append(current)
                current = []
                i += 1
                run = i
                continue
            }
            i += 1
        }
        current += line[run..<end]
        cells.append(current)
        return cells
    }

    /// kramdown's last check of a table: read with code spans (and `<code>` elements) taken
    /// out, the text must end with a line that has a pipe, and no code span may run over
    /// more than one line break.
    func pipesOutsideCode(_ range: Range<Int>) -> Bool {
        func hasPipe(_ line: ArraySlice<UInt8>) -> Bool {
            if line.first == UInt8(ascii: "|") { return true }
            var i = line.startIndex + 1
            while i < line.endIndex {
                if line[i] == UInt8(ascii: "|"), line[i - 1] != UInt8(ascii: "\\") { return true }
                i += 1
            }
            return false
        }
        func lines(_ r: Range<Int>) -> [ArraySlice<UInt8>] {
            var parts = src[r].split(separator: 0x0A, omittingEmptySubsequences: false)
            while let last = parts.last, last.isEmpty { parts.removeLast() }
            return parts
        }
        var pipeOnLine = false
        var textStart = range.lowerBound
        var i = range.lowerBound
        func text(_ r: Range<Int>) -> Bool {
            let parts = lines(r)
            if parts.isEmpty { return true }
            if parts.count > 1 && !pipeOnLine && !hasPipe(parts[0]) { return false }
            pipeOnLine = (parts.count > 1 ? false : pipeOnLine) || hasPipe(parts[parts.count - 1])
            return true
        }
        while i < range.upperBound {
            if src[i] == UInt8(ascii: "`") {
                var n = i
                while n < range.upperBound, src[n] == UInt8(ascii: "`") { n += 1 }
                let run = n - i
                var k = n
                var close: Int?
                while k < range.upperBound {
                    if src[k] == UInt8(ascii: "`") {
                        var m = k
                        while m < range.upperBound, src[m] == UInt8(ascii: "`") { m += 1 }
                        if m - k >= run {
                            close = k
                            break
                        }
                        k = m
                    } else {
                        k += 1
                    }
                }
                if let close {
                    if !text(textStart..<i) { return false }
                    let count = lines(n..<close).count
                    if count > 2 || (count == 2 && !pipeOnLine) { return false }
                    if count == 2 { pipeOnLine = false }
                    i = close + run
                    textStart = i
                    continue
                }
                i = n
                continue
            }
            if src[i] == UInt8(ascii: "<"), src[i...].starts(with: "<code".utf8),
                let end = HTMLScanner.findClose(src, name: Array("code".utf8), from: i, limit: range.upperBound)
            {
                if !text(textStart..<i) { return false }
                i = end.end
                textStart = i
                continue
            }
            i += 1
        }
        if !text(textStart..<range.upperBound) { return false }
        return pipeOnLine
    }

    func isTableLine(_ p: Int) -> Bool {
        let e = lineEnd(p)
        var i = p
        // from pipe to pipe: most lines have none
        while let bar = ByteScan.firstIndex(of: UInt8(ascii: "|"), in: src, from: i, to: e) {
            if bar == p || src[bar - 1] != UInt8(ascii: "\\") { return true }
            i = bar + 1
        }
        return false
    }

    func isSeparatorLine(_ p: Int, char: UInt8) -> Bool {
        let e = lineEnd(p)
        var seen = false
        for i in p..<e {
            let b = src[i]
            if b == char { seen = true } else if ![UInt8(ascii: "+"), UInt8(ascii: "|"), UInt8(ascii: ":"), 0x20, 0x09, 0x0D].contains(b)
                && !(char == UInt8(ascii: "=") && b == UInt8(ascii: "-") && false)
            {
                return false
            }
        }
        return seen
    }

    mutating func parseTable(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) != 0x20, byte(s) != 0x09, afterBlockBoundary(parent), isTableLine(pos) else { return false }
        let leadingPipe = byte(s) == UInt8(ascii: "|")
        let table = KramdownElement(.table)
        // kramdown makes the table element (`new_block_el`) before it knows there is one: a
        // block IAL waiting for the next block goes to it, and is lost with it when it fails.
        table.attributeList = pendingAttributes
        pendingAttributes = nil
        var rows: [KramdownElement] = []
        var hasFooter = false
        var alignments: [UInt8] = []
        var haveAlignment = false
        var columns = 0
        var p = pos
        func flush(_ kind: KramdownElement.Kind, force: Bool) {
            if !hasFooter || kind != .tableBody || force {
                let container = KramdownElement(kind)
                container.children = rows
                rows = []
                table.children.append(container)
            }
        }
        while p < src.count, isTableLine(p) {
            let e = lineEnd(p)
            if isSeparatorLine(p, char: UInt8(ascii: "-")) {
                if rows.isEmpty {
                } else if !haveAlignment && !hasFooter {
                    flush(.tableHead, force: false)
                    haveAlignment = true
                    // one alignment per dash run
                    var i = p
                    while i < e {
                        while i < e, src[i] != UInt8(ascii: "-") && src[i] != UInt8(ascii: ":") { i += 1 }
                        if i >= e { break }
                        let left = src[i] == UInt8(ascii: ":")
                        if left { i += 1 }
                        guard i < e, src[i] == UInt8(ascii: "-") else { continue }
                        while i < e, src[i] == UInt8(ascii: "-") { i += 1 }
                        let right = i < e && src[i] == UInt8(ascii: ":")
                        if right { i += 1 }
                        alignments.append(left && right ? 3 : left ? 1 : right ? 2 : 0)
                    }
                } else {
                    flush(.tableBody, force: false)
                }
            } else if isSeparatorLine(p, char: UInt8(ascii: "=")) {
                if !rows.isEmpty { flush(.tableBody, force: true) }
                hasFooter = true
            } else {
                var lineEndTrim = e
                while lineEndTrim > p, src[lineEndTrim - 1] == 0x20 || src[lineEndTrim - 1] == 0x09 || src[lineEndTrim - 1] == 0x0D {
                    lineEndTrim -= 1
                }
                var cells = tableCells(src[(p + spaces(p))..<lineEndTrim])
                if leadingPipe, let f = cells.first, f.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { cells.removeFirst() }
                if let l = cells.last, l.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { cells.removeLast() }
                let row = KramdownElement(.tableRow)
                for cell in cells {
                    var a = cell.startIndex
                    var b = cell.endIndex
                    while a < b, cell[a] == 0x20 || cell[a] == 0x09 { a += 1 }
                    while b > a, cell[b - 1] == 0x20 || cell[b - 1] == 0x09 { b -= 1 }
                    let td = KramdownElement(.tableCell)
                    td.value = Array(cell[a..<b])
                    td.hasText = true
                    row.children.append(td)
                }
                columns = max(columns, cells.count)
                rows.append(row)
            }
            p = nextLine(p)
        }
        guard beforeBlockBoundary(p), pipesOutsideCode(pos..<max(pos, p - 1)) else { return false }
        if !rows.isEmpty { flush(hasFooter ? .tableFoot : .tableBody, force: false) }
        guard table.children.contains(where: { $0.kind == .tableBody }) else { return false }
        for container in table.children {
            for row in container.children {
                while row.children.count < columns { row.children.append(KramdownElement(.tableCell)) }
            }
        }
        if alignments.count > columns {
            alignments.removeSubrange(columns...)
        } else {
            alignments += Array(repeating: 0, count: columns - alignments.count)
        }
        table.value = alignments
        pos = p
        add(table, to: parent)
        return true
    }
}
