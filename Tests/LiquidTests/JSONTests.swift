import Liquid
import Testing

@Suite("Value.fromJSON")
struct JSONTests {
    @Test func keepsKeyOrder() throws {
        let value = try Value.fromJSON(#"{"zeta": 1, "alpha": 2, "mid": {"b": 1, "a": 2}}"#)
        guard case .dictionary(let object) = value, case .dictionary(let inner)? = object["mid"] else {
            Issue.record("expected objects")
            return
        }
        #expect(Array(object.keys) == ["zeta", "alpha", "mid"])
        #expect(Array(inner.keys) == ["b", "a"])
    }

    @Test func distinguishesIntegersFromFloats() throws {
        let value = try Value.fromJSON("[1, 1.0, -2, 2.5e3, 12345678901234]")
        #expect(value.liquidString == "11.0-22500.012345678901234")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try Value.fromJSON(#"["a\"b\\c\/d\n\t", "\u00e9\ud83d\ude00", "é"]"#)
        #expect(value.inspect == #"["a\"b\\c/d\n\t", "é😀", "é"]"#)
    }

    @Test func literalsAndEmptyContainers() throws {
        #expect(try Value.fromJSON("  {\"t\": true, \"f\": false, \"n\": null, \"a\": [], \"o\": {}}  ").inspect
            == #"{"t"=>true, "f"=>false, "n"=>nil, "a"=>[], "o"=>{}}"#)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "[1] x", "01x", "\"\\q\""])
    func rejectsMalformedInput(_ text: String) {
        #expect(throws: JSONError.self) { try Value.fromJSON(text) }
    }

    @Test func reportsByteOffsetOfTheProblem() {
        do {
            _ = try Value.fromJSON("[1, 2, }")
            Issue.record("expected an error")
        } catch let error as JSONError {
            #expect(error.offset == 7)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
