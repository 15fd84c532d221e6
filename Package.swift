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
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "CmarkSupport"]),
        // libsass from Debian's libsass-dev: the compiler Jekyll's sassc gem loads, so the CSS
        // bytes are Jekyll's; all C pointers stay inside Sass/SassCompiler.swift.
        .systemLibrary(name: "CSass", pkgConfig: "libsass", providers: [.apt(["libsass-dev"])]),
        .target(name: "Sass", dependencies: ["CSass"]),
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
                "Liquid", "Markdown", "Sass", "Experiments", "SiteTemplates", "Yams",
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
        .executableTarget(
            name: "ComponentBench", dependencies: ["Markdown", "SiteKit", "Liquid"], path: "Benchmarks/ComponentBench"),
        .testTarget(
            name: "LiquidTests",
            dependencies: ["Liquid", .product(name: "OrderedCollections", package: "swift-collections")]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "SassTests", dependencies: ["Sass"]),
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
