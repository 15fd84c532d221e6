// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .library(name: "Liquid", targets: ["Liquid"]),
        .library(name: "SiteKit", targets: ["SiteKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // cmark-gfm from Debian's libcmark-gfm-dev; all C pointers stay inside Markdown.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // cmark-gfm's allocator and its shared inline table, replaced so documents parse on
        // every core (see Sources/CmarkSupport/cmark_support.c).
        .target(name: "CmarkSupport", dependencies: ["CCmarkGFM"]),
        // PCRE2 with its JIT from Debian's libpcre2-dev: the regex engine under the highlighter's
        // lexers; all C pointers stay in Sources/Highlight/PCRERegex.swift.
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        // Code → Rouge's token classes and HTML; knows nothing of Markdown, Liquid or sites.
        .target(name: "Highlight", dependencies: ["CPCRE2"]),
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "CmarkSupport", "Highlight"]),
        .target(
            name: "Liquid",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
        ),
        // Templates/ compiled into the binary (scripts/embed-templates), so an installed
        // sitegen needs no resource bundle beside it.
        .target(name: "SiteTemplates"),
        .target(name: "Experiments", dependencies: ["SiteTemplates"]),
        .target(
            name: "SiteKit",
            dependencies: [
                "Liquid", "Markdown", "Experiments", "SiteTemplates", "Yams",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // `serve`: HTTP, file watching and live reload around the SiteKit pipeline.
        .target(
            name: "PreviewServer",
            dependencies: [
                "SiteKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // malloc settings applied before any thread allocates (a constructor).
        .target(name: "CProcessSettings"),
        .executableTarget(
            name: "sitegen",
            dependencies: [
                "SiteKit", "Liquid", "Experiments", "PreviewServer", "CProcessSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Micro-benchmarks (plain executables, run in release): not tests, see README.
        .executableTarget(name: "LiquidBench", dependencies: ["Liquid"], path: "Benchmarks/LiquidBench"),
        .executableTarget(name: "HighlightBench", dependencies: ["Highlight"], path: "Benchmarks/HighlightBench"),
        .executableTarget(
            name: "ComponentBench", dependencies: ["Markdown", "SiteKit", "Liquid", "Highlight"], path: "Benchmarks/ComponentBench"),
        .testTarget(
            name: "LiquidTests",
            dependencies: ["Liquid", .product(name: "OrderedCollections", package: "swift-collections")]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"]),
        // Headless Chromium over WebDriver, for the tests of what a browser does with sitegen's scripts.
        .target(name: "ChromiumDriver", path: "Tests/ChromiumDriver"),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "SiteKit", "ChromiumDriver"]),
        .testTarget(
            name: "SiteKitTests",
            dependencies: ["SiteKit", "Liquid", "SiteTemplates", .product(name: "OrderedCollections", package: "swift-collections")]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "SiteKit", "ChromiumDriver"]),
        .testTarget(name: "SitegenCLITests", dependencies: ["sitegen"]),
    ]
)
