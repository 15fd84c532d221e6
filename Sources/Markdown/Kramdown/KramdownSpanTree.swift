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
        /// The value is `buffers[buffer][start..<end]` (buffer 0: `owned`).
        var buffer: Int32 = 0
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

    var nodes: ContiguousArray<Node> = []
    var extras: [Extra] = []
    /// Bytes made while parsing (text joined across escapes, autolink text, tag names).
    var owned: [UInt8] = []
    /// The texts parsed (index 0 stands for `owned`), kept whole so that spans share them.
    var buffers: [[UInt8]] = [[]]

    init() {
        nodes.reserveCapacity(256)
    }

    /// Registers a text whose ranges spans will refer to.
    func addBuffer(_ bytes: [UInt8]) -> Int32 {
        buffers.append(bytes)
        return Int32(buffers.count - 1)
    }

    /// A new node, not yet in any child list.
    func make(_ kind: Kind) -> Index {
        nodes.append(Node(kind))
        return Index(nodes.count - 1)
    }

    /// A new node whose value is `buffers[buffer][range]`.
    func make(_ kind: Kind, buffer: Int32, _ range: Range<Int>) -> Index {
        var node = Node(kind)
        node.buffer = buffer
        node.start = Int32(range.lowerBound)
        node.end = Int32(range.upperBound)
        nodes.append(node)
        return Index(nodes.count - 1)
    }

    /// A new node whose value is a copy of `bytes`.
    func make<S: Sequence<UInt8>>(_ kind: Kind, copying bytes: S) -> Index {
        let start = owned.count
        owned.append(contentsOf: bytes)
        return make(kind, buffer: 0, start..<owned.count)
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

    /// Extends the text node `index` by `buffers[buffer][range]`: in place when the range
    /// continues its run, else both parts joined in `owned`.
    func extendText(_ index: Index, buffer: Int32, _ range: Range<Int>) {
        let i = Int(index)
        if nodes[i].buffer == buffer && Int(nodes[i].end) == range.lowerBound {
            nodes[i].end = Int32(range.upperBound)
            return
        }
        if !(nodes[i].buffer == 0 && Int(nodes[i].end) == owned.count) {
            let start = owned.count
            if nodes[i].buffer == 0 {
                owned.append(contentsOf: owned[Int(nodes[i].start)..<Int(nodes[i].end)])
            } else {
                owned += buffers[Int(nodes[i].buffer)][Int(nodes[i].start)..<Int(nodes[i].end)]
            }
            nodes[i].buffer = 0
            nodes[i].start = Int32(start)
            nodes[i].end = Int32(owned.count)
        }
        if buffer == 0 {
            owned.append(contentsOf: owned[range])
        } else {
            owned += buffers[Int(buffer)][range]
        }
        nodes[i].end = Int32(owned.count)
    }

    /// The node's value, copied.
    func value(_ index: Index) -> [UInt8] {
        withValue(index) { Array($0) }
    }

    /// The node's value without copying.
    func withValue<R>(_ index: Index, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[Int(index)]
        let range = Int(node.start)..<Int(node.end)
        if node.buffer == 0 {
            return owned.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return buffers[Int(node.buffer)].withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
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
