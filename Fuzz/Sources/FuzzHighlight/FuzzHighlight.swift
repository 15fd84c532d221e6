import CFuzzDriver
import Highlight
#if canImport(Glibc)
import Glibc
#endif

/// Every language sitegen colours, in a fixed order: the input's first byte picks one.
let languages = Highlighter.languages

/// Colours the input with one lexer (first byte), as spans or as Rouge's line-number table
/// (second byte), and checks the tokens stay in order inside the code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHighlight(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 2 else { return 0 }
    let language = languages[Int(data[0]) % languages.count]
    let code = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
    var end = 0
    for token in Highlighter.tokens(code, language: language) {
        check(token.range.lowerBound >= end && token.range.upperBound <= code.utf8.count,
              "\(language): token \(token.range) out of order after \(end) in \(code.utf8.count) bytes")
        end = token.range.upperBound
    }
    var html: [UInt8] = []
    if data[1] & 1 == 0 {
        Highlighter.appendHTML(code.utf8, language: language, to: &html)
    } else {
        Highlighter.appendTableHTML(code.utf8, language: language, to: &html)
    }
    return 0
}

/// Stops the run when `condition` fails, saying what broke first: the fuzzer builds in release,
/// where `precondition` drops its message and a failed check was a bare SIGILL. libFuzzer
/// treats the abort as a crash and keeps the input.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    var line = "Fatal error: FuzzHighlight check failed: \(message())\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    abort()
}

/// The program's entry (see CFuzzDriver): libFuzzer's driver with this target's input function.
@_cdecl("FuzzHighlight_main")
public func fuzzHighlightMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzHighlight($0, size) } ?? 0 }
}
