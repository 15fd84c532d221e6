import CFuzzDriver
import Sass

/// Compiles the input as a stylesheet, as sitegen does for every `.scss`/`.sass` page and
/// `_sass` partial: through libsass (the library Jekyll's sassc gem loads) and
/// `Sources/Sass`, which copies libsass's output and errors into Swift values. Both syntaxes,
/// and the styles that take different paths through libsass's output code.
let scss = SassOptions(style: .nested, syntax: .scss)
let compressed = SassOptions(style: .compressed, syntax: .scss)
let indented = SassOptions(style: .expanded, syntax: .indented)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSass(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for options in [scss, compressed, indented] {
        do {
            _ = try SassCompiler.compile(text, options: options)
        } catch {
            // A located error is the expected answer to most inputs; reading it must not crash.
            _ = error.description
        }
    }
    return 0
}

/// The program's entry (see CFuzzDriver): libFuzzer's driver with this target's input function.
@_cdecl("FuzzSass_main")
public func fuzzSassMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzSass($0, size) } ?? 0 }
}
