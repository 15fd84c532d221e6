import Foundation
import Highlight

// The highlighter on its own, run in release (`swift run -c release HighlightBench`):
//   HighlightBench FILE:LANG…          MB/s over the files, best of 5 rounds
//   HighlightBench --html LANG FILE    Rouge's span markup for one file (for comparing by hand)
//   HighlightBench --tokens LANG FILE  one token a line: class and text
//   HighlightBench --markdown FILE…    the fenced blocks of Markdown files, each coloured on
//                                      its own as a build colours them: MB/s, best of 5
//   HighlightBench --startup LANG…     each lexer's first use (patterns compiled and JIT-compiled)
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--startup" {
    for language in arguments.dropFirst() {
        let start = DispatchTime.now().uptimeNanoseconds
        let html = Highlighter.html("x\n", language: language)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print(String(format: "%@: first use %.2f ms (%d bytes)", language, milliseconds, html.utf8.count))
    }
    exit(0)
}
if arguments.first == "--markdown" {
    // A build hands the highlighter one block at a time, so per-block costs count here.
    var blocks: [(language: String, code: String)] = []
    for path in arguments.dropFirst() {
        var language: String?
        var code = ""
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = language {
                if line.hasPrefix("```") {
                    blocks.append((open, code))
                    language = nil
                } else {
                    code += line + "\n"
                }
            } else if line.hasPrefix("```") {
                language = String(line.dropFirst(3))
                code = ""
            }
        }
    }
    let total = blocks.reduce(0) { $0 + $1.code.utf8.count }
    // Wall time and this thread's CPU time: on a shared machine the CPU time is the steadier.
    func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    var best = Double.infinity, bestCPU = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = cpuSeconds()
        var bytes = 0
        for block in blocks { bytes &+= Highlighter.html(block.code, language: block.language).utf8.count }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        bestCPU = min(bestCPU, cpuSeconds() - startCPU)
        if bytes == 0 && total > 0 { print("no output") }
    }
    print(String(format: "markdown: %d blocks, %.0f KB, best of 5: %.4f s (CPU %.4f s), %.1f MB/s", blocks.count, Double(total) / 1024, best, bestCPU, Double(total) / best / 1e6))
    exit(0)
}
if arguments.count == 3, arguments[0] == "--html" || arguments[0] == "--tokens" {
    let code = try String(contentsOfFile: arguments[2], encoding: .utf8)
    if arguments[0] == "--html" {
        print(Highlighter.html(code, language: arguments[1]), terminator: "")
    } else {
        let bytes = Array(code.utf8)
        for token in Highlighter.tokens(code, language: arguments[1]) {
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            print(token.tokenClass.rawValue.isEmpty ? "-" : token.tokenClass.rawValue, String(reflecting: text))
        }
    }
    exit(0)
}
var inputs: [(String, String)] = []
for argument in arguments {
    guard let colon = argument.lastIndex(of: ":") else { continue }
    let path = String(argument[..<colon]), language = String(argument[argument.index(after: colon)...])
    inputs.append((try String(contentsOfFile: path, encoding: .utf8), language))
}
let total = inputs.reduce(0) { $0 + $1.0.utf8.count }
var best = Double.infinity
for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    var bytes = 0
    for (code, language) in inputs { bytes &+= Highlighter.html(code, language: language).utf8.count }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    best = min(best, seconds)
    if bytes == 0 && total > 0 { print("no output") }
}
print(String(format: "highlight: %d files, %.0f KB, best of 5: %.3f s, %.1f MB/s", inputs.count, Double(total) / 1024, best, Double(total) / best / 1e6))
