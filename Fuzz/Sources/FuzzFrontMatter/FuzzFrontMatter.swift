import CFuzzDriver
import Foundation
import SiteKit

/// Splits the input as a source file and reads its front matter through libyaml into values,
/// as the site reader does for every page (aliases, merge keys, dates, odd scalars).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? ReaderBenchmark.readFrontMatter(text, timeZone: .gmt)
    // The same text as a whole YAML file (`_data/*.yml`, `_config.yml`).
    _ = try? ReaderBenchmark.readFrontMatter("---\n" + text + "\n---\n", timeZone: .gmt)
    // Its numbers as settings (`paginate`, `kramdown: footnote_nr`…), bounded where they are read.
    _ = try? ReaderBenchmark.readSettings(text)
    return 0
}

/// The program's entry (see CFuzzDriver): libFuzzer's driver with this target's input function.
@_cdecl("FuzzFrontMatter_main")
public func fuzzFrontMatterMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzFrontMatter($0, size) } ?? 0 }
}
