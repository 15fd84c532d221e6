// Renders a realistic blog index (1,000 posts with `date`, `truncatewords`, `where`, `escape`,
// `strip_html`, `cycle` and two includes) many times; the same template and data as
// Benchmarks/liquid/bench.rb, so the two throughputs compare directly. Run in release:
//
//     swift run -c release --scratch-path .build-liquid-rel LiquidBench [--iterations N]
//     ruby Benchmarks/liquid/bench.rb [N]
//
// Prints renders per second single-threaded (best of three passes) and with one render per core,
// and writes the output to /tmp/liquid-bench-swift.html for diffing against Ruby's.

import Foundation
import Liquid

struct FolderFileSystem: TemplateFileSystem {
    let root: URL
    func readTemplate(_ name: String) throws -> (source: String, file: String) {
        let url = root.appendingPathComponent(name + ".liquid")
        return (try String(contentsOf: url, encoding: .utf8), "templates/\(name).liquid")
    }
}

let arguments = CommandLine.arguments
let iterations: Int = {
    if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
        return n
    }
    return 100
}()
let benchDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("liquid")

let environment = Environment()
environment.errorMode = .warn
environment.fileSystem = FolderFileSystem(root: benchDirectory.appendingPathComponent("templates"))

let parseStart = ContinuousClock.now
let source = try String(contentsOf: benchDirectory.appendingPathComponent("templates/index.liquid"), encoding: .utf8)
let template = try Template.parse(source, name: "templates/index.liquid", environment: environment)
let parseTime = ContinuousClock.now - parseStart

let data = try Value.fromJSON(Array(try Data(contentsOf: benchDirectory.appendingPathComponent("data.json"))))
let variables: [String: Value] = {
    var result: [String: Value] = [:]
    if case .dictionary(let object) = data {
        for (key, value) in object { result[key] = value }
    }
    return result
}()

func renderOnce() throws -> String {
    try template.render(RenderContext(environment: environment, variables: variables))
}

let output = try renderOnce()
try Data(output.utf8).write(to: URL(fileURLWithPath: "/tmp/liquid-bench-swift.html"))

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

var best = Duration.seconds(1_000_000)
var bytes = 0
for _ in 0..<3 {
    let start = ContinuousClock.now
    for _ in 0..<iterations { bytes &+= try renderOnce().utf8.count }
    best = min(best, ContinuousClock.now - start)
}
let single = seconds(best)
print(String(format: "sitegen Liquid: parse %.2f ms; %d renders in %.3f s, %.1f renders/s, %.2f ms/render, %d bytes/render",
             seconds(parseTime) * 1000, iterations, single, Double(iterations) / single, single / Double(iterations) * 1000,
             output.utf8.count))

let cores = ProcessInfo.processInfo.activeProcessorCount
let parallelStart = ContinuousClock.now
DispatchQueue.concurrentPerform(iterations: cores) { _ in
    for _ in 0..<iterations { _ = try? renderOnce() }
}
let parallel = seconds(ContinuousClock.now - parallelStart)
print(String(format: "sitegen Liquid, %d threads: %.1f renders/s", cores, Double(cores * iterations) / parallel))
