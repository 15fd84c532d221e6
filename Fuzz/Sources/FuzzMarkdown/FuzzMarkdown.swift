import CFuzzDriver
import Markdown

/// Converts the input with Jekyll's conventions (heading ids, smart quotes, Rouge's code
/// blocks) and with GitHub's, through cmark-gfm and sitegen's renderer over its nodes, and
/// reads it as `smartify` does (Jekyll's SmartyPants parser).
let jekyll = MarkdownRenderer(options: .jekyll)
let gitHub = MarkdownRenderer(options: .gitHub)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = jekyll.render(text)
    _ = gitHub.render(text)
    _ = jekyll.smartify(text)
    return 0
}

/// The program's entry (see CFuzzDriver): libFuzzer's driver with this target's input function.
@_cdecl("FuzzMarkdown_main")
public func fuzzMarkdownMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzMarkdown($0, size) } ?? 0 }
}
