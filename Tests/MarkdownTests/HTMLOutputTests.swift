import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// The writer's own UTF-8 check decides whether the standard library's validation is skipped,
/// so it must accept exactly what the standard library accepts: every lead byte, truncated and
/// overlong forms, surrogates, code points past U+10FFFF, at every offset within a word.
@Test func utf8CheckAgreesWithStandardLibraryValidation() {
    let pieces: [[UInt8]] = [
        [0x61], [0x7F], [0xC2, 0xA0], [0xC1, 0xBF], [0xC2], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0x80],
        [0xE2, 0x80, 0x9C], [0xE2, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
        [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF], [0xFF], [0xF3, 0xA0, 0x80],
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<4000 {
        var bytes: [UInt8] = []
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let length = Int(state >> 59)
        for _ in 0..<length {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // mostly ASCII runs, so that both the word path and the byte path meet each piece
            let pick = Int(state >> 33) % (pieces.count * 4)
            bytes += pick < pieces.count ? pieces[pick] : Array("abcdefgh".utf8.prefix(pick % 8 + 1))
        }
        let expected = String(validating: bytes, as: UTF8.self).map { _ in bytes.allSatisfy { $0 < 0x80 } }
        let found = bytes.withUnsafeBufferPointer { UTF8Check.validate($0) }
        #expect(found == expected, "\(bytes)")
    }
}

@Test func outputGrowsPastItsCapacityAndKeepsItsBytes() {
    var output = HTMLOutput(capacity: 0)
    var expected: [UInt8] = []
    for n in 0..<300 {
        output.append("<p>")
        output.appendSpaces(n % 5)
        output += Array("“\(n)”".utf8)
        expected += Array("<p>".utf8) + Array(repeating: 0x20, count: n % 5) + Array("“\(n)”".utf8)
    }
    let tail = output.removeTail(from: 10)
    #expect(tail == Array(expected[10...]))
    #expect(output.makeString() == String(decoding: expected[..<10], as: UTF8.self))
}
