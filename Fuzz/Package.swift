// swift-tools-version: 6.2
import PackageDescription

// libFuzzer targets over sitegen's parsers (issue 19), kept out of the main package so that
// `swift build` and `scripts/test` never see them: they only link with
// `-sanitize=fuzzer,address`, which `scripts/fuzz` passes. Each target is one
// `LLVMFuzzerTestOneInput` over one entry point that untrusted site input reaches.
let package = Package(
    name: "SitegenFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "sitegen", path: "..")],
    targets: [
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "FuzzLiquid", dependencies: ["CFuzzDriver", .product(name: "Liquid", package: "sitegen")]),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["CFuzzDriver", .product(name: "SiteKit", package: "sitegen")]),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["CFuzzDriver", .product(name: "Markdown", package: "sitegen")]),
        .executableTarget(name: "FuzzExperimentsCSV", dependencies: ["CFuzzDriver", .product(name: "Experiments", package: "sitegen")]),
        .executableTarget(name: "FuzzHighlight", dependencies: ["CFuzzDriver", .product(name: "Highlight", package: "sitegen")]),
        .executableTarget(name: "FuzzSass", dependencies: ["CFuzzDriver", .product(name: "Sass", package: "sitegen")]),
    ]
)
