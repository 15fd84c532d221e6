import MarkdownCore
/// A document's span elements (text, emphasis, code, links, quotes, symbols, HTML spans), flat:
/// plain structs in one array, linked by index (first child, last child, next sibling), their
/// text ranges into shared buffers, attributes and names in a side table for the few spans
/// that have them.
///
/// Spans are most of a document's nodes. As objects (one class instance each, with a child
/// array, an attribute array, a name and a buffer reference) allocating, retaining and freeing
/// them was about a quarter of a kramdown render (perf: `swift_retain`/`swift_release`,
/// `malloc`/`free`, the element's deinit and `swift_arrayDestroy`); here a span is 32 bytes
/// appended to an array that is freed whole. Blocks stay `KramdownElement`s: they are few,
/// and the block parsers rearrange them in ways a linked list makes no cheaper.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `KramdownElement`'s are (why there).
final class KramdownSpanTree {
    typealias Kind = KramdownElement.Kind
    typealias Index = Int32

    struct Node {
        var kind: Kind
        var isBlock = false
        var isClosed = false
        var contentModel = KramdownElement.ContentModel.raw
        /// Smart quote: the index of its name in `KramdownSpanParser.quoteNames`; typographic
        /// symbol: in `KramdownSpanParser.typographicNames`.
        var level: UInt8 = 0
        /// The value is `bytes[start..<end]`.
        var start: Int32 = 0
        var end: Int32 = 0
        var firstChild: Index = -1
        var lastChild: Index = -1
        var next: Index = -1
        /// Into `extras`, or -1: most spans have no attributes, attribute list or name.
        var extra: Int32 = -1

        init(_ kind: Kind) { self.kind = kind }
    }

    struct Extra {
        var attributes: [(name: String, value: String)] = []
        /// An attribute list waiting to be applied once the whole document (and its ALDs) is read.
        var attributeList: AttributeList?
        /// Footnote reference: the footnote's name; HTML comment: `!--`.
        var name = ""
    }

    // Nodes and bytes are kept in memory this class allocates and frees itself rather than in
    // arrays: read and written through a class's array property, every access retained and
    // released the array and every write checked it for uniqueness (perf: about 20% of a
    // render, spread over the span parser and the writer). Nothing outside this class holds
    // these pointers beyond a `withValue` call; indices are only made by `make`.

    /// The nodes, `nodeCount` of them.
    @exclusivity(unchecked) private(set) var nodes: UnsafeMutablePointer<Node>
    @exclusivity(unchecked) private(set) var nodeCount = 0
    @exclusivity(unchecked) private var nodeCapacity = 256
    /// Every text parsed, copied in once, and the bytes made while parsing (text joined across
    /// escapes, autolink text, tag names): node values are ranges of it.
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var byteCount = 0
    @exclusivity(unchecked) private var byteCapacity = 4096

    @exclusivity(unchecked) var extras: [Extra] = []

    /// Sized for a document of `sourceCount` bytes: its texts are copied in about once, and
    /// a span starts about every 16 bytes; either grows by doubling past that.
    init(sourceCount: Int = 0) {
        nodeCapacity = max(nodeCapacity, sourceCount / 16)
        byteCapacity = max(byteCapacity, sourceCount + sourceCount / 4)
        nodes = .allocate(capacity: nodeCapacity)
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        nodes.deallocate()
        bytes.deallocate()
    }

    /// Room for `n` more bytes (the bytes may move: offsets stay valid, pointers do not).
    private func reserveBytes(_ n: Int) {
        guard byteCount + n > byteCapacity else { return }
        let capacity = max(byteCapacity * 2, byteCount + n)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        moved.update(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = moved
        byteCapacity = capacity
    }

    /// Copies a text in; returns the offset its ranges are relative to.
    func addBuffer(_ text: [UInt8]) -> Int32 {
        let base = byteCount
        reserveBytes(text.count)
        text.withUnsafeBufferPointer {
            // an empty array may have no storage to point at
            if let source = $0.baseAddress { (bytes + base).update(from: source, count: $0.count) }
        }
        byteCount += text.count
        return Int32(base)
    }

    /// A new node, not yet in any child list.
    func make(_ kind: Kind) -> Index {
        if nodeCount == nodeCapacity {
            let capacity = nodeCapacity * 2
            let moved = UnsafeMutablePointer<Node>.allocate(capacity: capacity)
            moved.moveInitialize(from: nodes, count: nodeCount)
            nodes.deallocate()
            nodes = moved
            nodeCapacity = capacity
        }
        (nodes + nodeCount).initialize(to: Node(kind))
        nodeCount += 1
        return Index(nodeCount - 1)
    }

    /// A new node whose value is `range` of the text added at `base`.
    func make(_ kind: Kind, base: Int32, _ range: Range<Int>) -> Index {
        let index = make(kind)
        nodes[Int(index)].start = base + Int32(range.lowerBound)
        nodes[Int(index)].end = base + Int32(range.upperBound)
        return index
    }

    /// A new node whose value is a copy of `value`.
    func make<S: Collection<UInt8>>(_ kind: Kind, copying value: S) -> Index {
        let start = byteCount
        reserveBytes(value.count)
        for b in value {
            bytes[byteCount] = b
            byteCount += 1
        }
        return make(kind, base: 0, start..<byteCount)
    }

    func append(_ child: Index, to parent: Index) {
        let last = nodes[Int(parent)].lastChild
        if last >= 0 {
            nodes[Int(last)].next = child
        } else {
            nodes[Int(parent)].firstChild = child
        }
        nodes[Int(parent)].lastChild = child
    }

    /// Extends the text node `index` by `range` of the text added at `base`: in place when the
    /// range continues its run (texts are copied in one after another, and only the parser of
    /// a text extends runs of it), else both parts joined at the end of the bytes.
    func extendText(_ index: Index, base: Int32, _ range: Range<Int>) {
        let i = Int(index)
        let start = Int(base) + range.lowerBound
        let end = Int(base) + range.upperBound
        if Int(nodes[i].end) == start {
            nodes[i].end = Int32(end)
            return
        }
        if Int(nodes[i].end) != byteCount {
            let length = Int(nodes[i].end - nodes[i].start)
            reserveBytes(length)
            (bytes + byteCount).update(from: bytes + Int(nodes[i].start), count: length)
            nodes[i].start = Int32(byteCount)
            byteCount += length
        }
        reserveBytes(end - start)
        (bytes + byteCount).update(from: bytes + start, count: end - start)
        byteCount += end - start
        nodes[i].end = Int32(byteCount)
    }

    /// The node's value, copied.
    func value(_ index: Index) -> [UInt8] {
        withValue(index) { Array($0) }
    }

    /// The node's value without copying (valid only inside `body`).
    func withValue<R>(_ index: Index, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[Int(index)]
        return body(UnsafeBufferPointer(start: bytes + Int(node.start), count: Int(node.end - node.start)))
    }

    // MARK: - Attributes and names (the side table)

    func extraIndex(_ index: Index) -> Int {
        if nodes[Int(index)].extra < 0 {
            extras.append(Extra())
            nodes[Int(index)].extra = Int32(extras.count - 1)
        }
        return Int(nodes[Int(index)].extra)
    }

    func attributes(_ index: Index) -> [(name: String, value: String)] {
        let e = nodes[Int(index)].extra
        return e < 0 ? [] : extras[Int(e)].attributes
    }

    func hasAttributes(_ index: Index) -> Bool {
        let e = nodes[Int(index)].extra
        return e >= 0 && !extras[Int(e)].attributes.isEmpty
    }

    func attribute(_ index: Index, _ name: String) -> String? {
        let e = nodes[Int(index)].extra
        return e < 0 ? nil : extras[Int(e)].attributes.first(where: { $0.name == name })?.value
    }

    func setAttribute(_ index: Index, _ name: String, _ value: String) {
        HTMLAttributes.set(&extras[extraIndex(index)].attributes, name, value)
    }

    func attributeList(_ index: Index) -> AttributeList? {
        let e = nodes[Int(index)].extra
        return e < 0 ? nil : extras[Int(e)].attributeList
    }

    func setAttributeList(_ index: Index, _ list: AttributeList?) {
        extras[extraIndex(index)].attributeList = list
    }

    func name(_ index: Index) -> String {
        let e = nodes[Int(index)].extra
        return e < 0 ? "" : extras[Int(e)].name
    }

    func setName(_ index: Index, _ name: String) {
        extras[extraIndex(index)].name = name
    }

    /// The children of `parent`, in order (an array: for the few passes that rearrange them).
    func children(_ parent: Index) -> [Index] {
        var out: [Index] = []
        var c = nodes[Int(parent)].firstChild
        while c >= 0 {
            out.append(c)
            c = nodes[Int(c)].next
        }
        return out
    }

    /// Replaces the child list of `parent` with `children`.
    func setChildren(_ parent: Index, _ children: [Index]) {
        nodes[Int(parent)].firstChild = children.first ?? -1
        nodes[Int(parent)].lastChild = children.last ?? -1
        for (k, c) in children.enumerated() {
            nodes[Int(c)].next = k + 1 < children.count ? children[k + 1] : -1
        }
    }
}

/// Edits of an attribute list in the order HTML writes it (shared by blocks and spans).
enum HTMLAttributes {
    static func set(_ attributes: inout [(name: String, value: String)], _ name: String, _ value: String) {
        if let i = attributes.firstIndex(where: { $0.name == name }) {
            attributes[i].value = value
        } else {
            attributes.append((name, value))
        }
    }

    /// Adds a class after those already there, as an IAL's `.name` does.
    static func addClass(_ attributes: inout [(name: String, value: String)], _ name: String) {
        if let i = attributes.firstIndex(where: { $0.name == "class" }), !attributes[i].value.isEmpty {
            attributes[i].value += " " + name
        } else {
            set(&attributes, "class", name)
        }
    }

    static func remove(_ attributes: inout [(name: String, value: String)], _ name: String) -> String? {
        guard let i = attributes.firstIndex(where: { $0.name == name }) else { return nil }
        return attributes.remove(at: i).value
    }
}
