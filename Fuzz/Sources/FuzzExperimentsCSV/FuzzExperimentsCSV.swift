import CFuzzDriver
import Experiments

/// Reads the input as an analytics export (`sitegen experiments analyze FILE.csv`), where user
/// numbers enter: counts, values, quoted fields, thousands separators.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExperimentsCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? ExperimentData(csv: text, file: "fuzz.csv")
    return 0
}

/// The program's entry (see CFuzzDriver): libFuzzer's driver with this target's input function.
@_cdecl("FuzzExperimentsCSV_main")
public func fuzzExperimentsCSVMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzExperimentsCSV($0, size) } ?? 0 }
}
