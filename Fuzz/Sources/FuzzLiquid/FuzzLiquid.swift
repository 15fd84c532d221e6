import CFuzzDriver
import Liquid

/// Parses the input as a template in lax and in strict mode and renders what parses against a
/// small context with each kind of value, so tags, filters and loops all get data to work on.
/// Loops and output are bounded lower than a build's (the limits are tested in LiquidTests),
/// so one input stays well inside libFuzzer's time limit.
let environments: [Environment] = [ErrorMode.lax, .strict].map { mode in
    let environment = Environment()
    environment.errorMode = mode
    environment.maxIterations = 100_000
    environment.maxOutputBytes = 1 << 20
    return environment
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiquid(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // Made for each input: a global dictionary's storage is reported as leaked by LeakSanitizer.
    let variables: [String: Value] = [
        "s": "Hello, World", "n": 42, "f": 1.5, "t": true, "nothing": .nil,
        "list": .array([1, "two", 3.0, .nil, .array(["x"])]),
        "map": .dictionary(["a": 1, "b": .array(["c", "d"]), "title": "T"]),
    ]
    for environment in environments {
        guard let template = try? Template.parse(source, name: "fuzz.liquid", environment: environment) else { continue }
        _ = try? template.render(RenderContext(environment: environment, variables: variables))
    }
    return 0
}

/// The program's entry (see CFuzzDriver): libFuzzer's driver with this target's input function.
@_cdecl("FuzzLiquid_main")
public func fuzzLiquidMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzLiquid($0, size) } ?? 0 }
}
