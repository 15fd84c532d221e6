import Foundation
import Liquid

/// Reading source files as UTF-8 text, with errors that point at the bad byte.
enum SourceFile {
    static func readBytes(_ url: URL, displayName: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SiteError("cannot read \(displayName): \(FileManager.default.isReadableFile(atPath: url.path) ? "read failed" : "permission denied or missing")")
        }
        return [UInt8](data)
    }

    /// The file's text; a byte sequence that is not UTF-8 is an error naming its line and column.
    /// A UTF-8 byte-order mark is dropped, as Ruby's `bom|utf-8` read mode does.
    static func readText(_ url: URL, displayName: String) throws -> String {
        var bytes = try readBytes(url, displayName: displayName)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try decode(bytes, displayName: displayName)
    }

    static func decode(_ bytes: [UInt8], displayName: String) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Find the first invalid sequence to report where it is.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                consumed += UTF8.width(s)
                offset = consumed
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
        let location = SourceLocation(file: displayName, source: prefix + String(decoding: bytes[offset...], as: UTF8.self), utf8Offset: prefix.utf8.count)
        throw SiteError("\(displayName) is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8", location: location)
    }
}
