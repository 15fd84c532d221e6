import Testing
import TextSupport

@Suite struct ByteSearchTests {
    /// Every needle position in a set of haystacks, checked against a naive search.
    @Test func findsWhatANaiveSearchFinds() {
        let haystacks = ["", "a", "-->", "a-->b-->", "<!-- x --> <!-- y -->", "aaaaab", "abTestingValue abTestingId"]
        let needles = ["-->", "a", "ab", "aab", "abTestingId", "<!--", "zz", "b"]
        for text in haystacks {
            let hay = Array(text.utf8)
            for word in needles {
                let key = Array(word.utf8)
                for start in 0...hay.count {
                    let expected = naive(key, in: hay, from: start)
                    for anchor in 0..<key.count {
                        let got = ByteSearch.firstRange(of: key, in: hay, from: start, anchor: anchor)
                        #expect(got == expected, "\(word) in \(text) from \(start), anchor \(anchor)")
                    }
                }
            }
        }
    }

    @Test func findsASingleByteFromAnOffset() {
        let hay = Array("<a><b>".utf8)
        hay.withUnsafeBytes { bytes in
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: 0) == 0)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: 1) == 3)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: 4) == nil)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: 99) == nil)
        }
    }

    @Test func emptyNeedleOrOutOfRangeStartFindsNothing() {
        #expect(ByteSearch.firstRange(of: [], in: Array("abc".utf8)) == nil)
        #expect(ByteSearch.firstRange(of: Array("a".utf8), in: Array("abc".utf8), from: -1) == nil)
        #expect(ByteSearch.firstRange(of: Array("abcd".utf8), in: Array("abc".utf8)) == nil)
    }

    private func naive(_ key: [UInt8], in hay: [UInt8], from start: Int) -> Range<Int>? {
        guard !key.isEmpty, hay.count >= key.count, start <= hay.count - key.count else { return nil }
        for i in start...(hay.count - key.count) where Array(hay[i..<(i + key.count)]) == key {
            return i..<(i + key.count)
        }
        return nil
    }
}
