import CLibYAML
import Foundation
import Liquid
import OrderedCollections
import Yams

/// Front matters read straight from libyaml's events into template values, for the common
/// case: Yams builds a `Node` tree first (every scalar a `Node` with its `Tag` object, every
/// mapping's keys grouped into a dictionary to find duplicates) and then the tree is converted,
/// which was most of the front-matter phase (1,000 posts: 5.2% of the build's CPU samples).
///
/// Only what is plainly a mapping of scalars, sequences and mappings takes this path: a tag,
/// an anchor, an alias, a merge key, a key that is not a scalar, a key written twice or any
/// libyaml error leaves the document to `YAMLReader.mapping`, which reports errors and
/// warnings with their locations, so results and messages are the same either way. Plain
/// scalars are typed by `YAMLReader.plainScalarValue`, the rule the Yams path applies.
///
/// libyaml comes through `CLibYAML`, a module over Debian's libyaml-dev, not Yams' internal
/// `CYaml` target (which Yams does not export). Yams compiles its own copy of libyaml 0.2.5 into
/// the binary; the linker binds these calls to one of the two, the same version either way. All
/// of libyaml's pointers stay in this file.
enum FrontMatterEvents {
    /// One result per document of `stream` (front matters joined by `---` lines), nil for a
    /// document the fast path leaves to `YAMLReader.mapping`; nil for all when the stream
    /// does not split into exactly `count` documents.
    static func mappings(in stream: String, count: Int, timeZone: TimeZone) -> [OrderedDictionary<String, Value>?]? {
        var stream = stream
        return stream.withUTF8 { bytes -> [OrderedDictionary<String, Value>?]? in
            var reader = EventReader(bytes: bytes, timeZone: timeZone)
            return reader.documents(count: count)
        }
    }

    /// Why a document leaves the fast path: the Yams path decides what it means.
    private struct Unusual: Error {}
    /// libyaml failed: the stream is not read any further.
    private struct Failed: Error {}

    private struct EventReader: ~Copyable {
        /// On the heap: libyaml's string input keeps a pointer to the parser itself
        /// (`read_handler_data`), so the parser must not move with this struct.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        var holdsEvent = false
        let timeZone: TimeZone
        /// The tag of plain scalars, as the Yams path gives them (only read: typing a scalar
        /// never resolves it in place).
        let implicit = Tag(.implicit, .basic, .default)

        init(bytes: UnsafeBufferPointer<UInt8>, timeZone: TimeZone) {
            self.timeZone = timeZone
            parser.initialize(to: yaml_parser_t())
            event.initialize(to: yaml_event_t())
            yaml_parser_initialize(parser)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        }

        deinit {
            if holdsEvent { yaml_event_delete(event) }
            yaml_parser_delete(parser)
            parser.deallocate()
            event.deallocate()
        }

        private mutating func release() {
            if holdsEvent { yaml_event_delete(event) }
            holdsEvent = false
        }

        /// Moves to the next event.
        private mutating func next() throws(Failed) -> yaml_event_type_t {
            release()
            guard yaml_parser_parse(parser, event) == 1 else { throw Failed() }
            holdsEvent = true
            return event.pointee.type
        }

        mutating func documents(count: Int) -> [OrderedDictionary<String, Value>?]? {
            var results: [OrderedDictionary<String, Value>?] = []
            results.reserveCapacity(count)
            do {
                guard try next() == YAML_STREAM_START_EVENT else { return nil }
                while try next() == YAML_DOCUMENT_START_EVENT {
                    results.append(try document())
                }
                guard event.pointee.type == YAML_STREAM_END_EVENT, results.count == count else { return nil }
                return results
            } catch {
                return nil
            }
        }

        /// One document, its DOCUMENT-START already read; reads through its DOCUMENT-END.
        private mutating func document() throws(Failed) -> OrderedDictionary<String, Value>? {
            var result: OrderedDictionary<String, Value>?
            do {
                switch try value(startingWith: try next()) {
                case .dictionary(let d): result = d
                case .nil: result = [:]
                default: result = nil  // not a mapping: `mapping` reports it
                }
            } catch is Unusual {
                // Only the document's own end is a DOCUMENT-END: skip to it.
                while event.pointee.type != YAML_DOCUMENT_END_EVENT { _ = try next() }
                return nil
            } catch let failed as Failed {
                throw failed
            } catch {
                throw Failed()
            }
            guard try next() == YAML_DOCUMENT_END_EVENT else { throw Failed() }
            return result
        }

        /// The value whose first event is the current one (of type `type`); on return the
        /// current event is its last (the scalar, or the sequence's or mapping's end).
        private mutating func value(startingWith type: yaml_event_type_t) throws -> Value {
            switch type {
            case YAML_SCALAR_EVENT:
                let scalar = event.pointee.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil else { throw Unusual() }
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // Quoted and block scalars are strings, whatever they look like.
                guard scalar.style == YAML_PLAIN_SCALAR_STYLE else { return .string(text) }
                // a Ruby symbol is an error `mapping` reports
                if YAMLReader.isRubySymbol(text.utf8) { throw Unusual() }
                return YAMLReader.plainScalarValue(text, implicit: implicit, timeZone: timeZone)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.pointee.data.sequence_start
                guard start.anchor == nil, start.tag == nil else { throw Unusual() }
                var items: [Value] = []
                while true {
                    let next = try next()
                    if next == YAML_SEQUENCE_END_EVENT { return .array(items) }
                    items.append(try value(startingWith: next))
                }
            case YAML_MAPPING_START_EVENT:
                let start = event.pointee.data.mapping_start
                guard start.anchor == nil, start.tag == nil else { throw Unusual() }
                var d = OrderedDictionary<String, Value>()
                while true {
                    let next = try next()
                    if next == YAML_MAPPING_END_EVENT { return .dictionary(d) }
                    // A key is a scalar without tag or anchor, not the merge key `<<`.
                    guard next == YAML_SCALAR_EVENT else { throw Unusual() }
                    let scalar = event.pointee.data.scalar
                    guard scalar.anchor == nil, scalar.tag == nil else { throw Unusual() }
                    let key = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    if scalar.style == YAML_PLAIN_SCALAR_STYLE && (key == "<<" || YAMLReader.isRubySymbol(key.utf8)) { throw Unusual() }
                    let item = try value(startingWith: try self.next())
                    // A key written twice: Yams reports it, and the duplicate-key path warns.
                    guard d.updateValue(item, forKey: key) == nil else { throw Unusual() }
                }
            default:
                // An alias (or anything else): left to the Yams path.
                throw Unusual()
            }
        }
    }
}
