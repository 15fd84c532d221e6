import Testing

@testable import Highlight

// Hostile input: every lexer must finish, and its work must grow linearly with the input.
// The bound is on rule attempts (the lexer's steps), generous but linear; seconds are never
// measured in tests.

/// Rule attempts allowed per input byte.
let stepsPerByte = 400

func assertLinear(_ code: String, _ language: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let steps = Highlighter.steps(code, language: language)
    #expect(steps <= stepsPerByte * max(code.utf8.count, 1), "\(language): \(steps) steps for \(code.utf8.count) bytes", sourceLocation: sourceLocation)
    // The text comes back whole, whatever the lexer made of it.
    let tokens = Highlighter.tokens(code, language: language)
    #expect(tokens.last?.range.upperBound == code.utf8.count, sourceLocation: sourceLocation)
}

@Test func oneMegabyteSingleLineStaysLinear() {
    assertLinear(String(repeating: "abc = foo(1, 'x', \"y\") + bar[2]; ", count: 1 << 20 / 34), "javascript")
}

// The same shape, smaller (the tests run in debug builds), for the other lexers.
@Test(arguments: ["python", "ruby", "c", "shell", "yaml", "markdown", "html", "json", "rust", "elixir"])
func longSingleLineStaysLinear(_ language: String) {
    assertLinear(String(repeating: "abc = foo(1, 'x', \"y\") + bar[2]; ", count: 2_000), language)
}

@Test(arguments: ["javascript", "python", "ruby", "c", "swift", "go", "java", "kotlin", "css", "haskell"])
func binaryJunkFinishes(_ language: String) {
    var generator = SystemRandomNumberGenerator()
    var bytes: [UInt8] = []
    for _ in 0..<50_000 { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
    // Invalid UTF-8 becomes U+FFFD, as it would in a Swift String read from disk.
    assertLinear(String(decoding: bytes, as: UTF8.self), language)
}

@Test(arguments: [
    ("javascript", "\"never closed "), ("javascript", "/* never closed "), ("python", "'''never closed "),
    ("ruby", "%w( never closed "), ("ruby", "<<~EOS\nnever closed "), ("c", "/* never closed "),
    ("shell", "cat <<EOF\nnever closed "), ("rust", "/* /* nested never closed "), ("haskell", "{- never closed "),
    ("yaml", "key: |\n  never closed "), ("html", "<!-- never closed "), ("swift", "\"\"\"never closed "),
])
func unterminatedStringsAndCommentsStayLinear(_ language: String, _ opening: String) {
    assertLinear(opening + String(repeating: "word \"q\" 'r' ", count: 5_000), language)
}

@Test(arguments: [
    ("ruby", "\"#{", "}\""), ("javascript", "`${", "}`"), ("python", "f\"{", "}\""), ("swift", "\"\\(", ")\""),
    ("elixir", "\"#{", "}\""), ("scss", "#{", "}"), ("rust", "/*", "*/"), ("c", "{", "}"),
])
func deeplyNestedInterpolationStaysLinear(_ language: String, _ open: String, _ close: String) {
    let depth = 5_000
    assertLinear(String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth), language)
}
