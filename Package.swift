// swift-tools-version: 6.2
import PackageDescription

/// Settings every Swift target shares (applied below), so a language switch is made once.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "sitegen",
    // Linux is tested; macOS is expected to build (see README, Platforms). 15, not 14: the
    // standard library's Mutex and Atomic (Synchronization) start there.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .library(name: "Liquid", targets: ["Liquid"]),
        .library(name: "SiteKit", targets: ["SiteKit"]),
        .library(name: "Highlight", targets: ["Highlight"]),  // for Fuzz/FuzzHighlight
        // For the fuzz targets in Fuzz/ (scripts/fuzz).
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "Experiments", targets: ["Experiments"]),
        .library(name: "Sass", targets: ["Sass"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Hummingbird's own; `serve` stops through a graceful shutdown of its ServiceGroup.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        // cmark-gfm from Debian's libcmark-gfm-dev; all C pointers stay inside Markdown.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            // Homebrew's cmark-gfm installs the same libcmark-gfm.pc (extensions included).
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // cmark-gfm's allocator and its shared inline table, replaced so documents parse on
        // every core (see Sources/CmarkSupport/cmark_support.c).
        .target(name: "CmarkSupport", dependencies: ["CCmarkGFM"]),
        // Escapers and located diagnostics shared by every layer.
        .target(name: "TextSupport"),
        // libsass from Debian's libsass-dev: the compiler Jekyll's sassc gem loads, so the CSS
        // bytes are Jekyll's; all C pointers stay inside Sass/SassCompiler.swift.
        .systemLibrary(name: "CSass", pkgConfig: "libsass", providers: [.apt(["libsass-dev"]), .brew(["libsass"])]),
        .target(name: "Sass", dependencies: ["CSass"]),
        // libyaml from Debian's libyaml-dev, for the front-matter fast path's events (Yams keeps
        // its own copy internal); all C pointers stay in SiteKit/Reader/FrontMatterEvents.swift.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // PCRE2 with its JIT from Debian's libpcre2-dev: the regex engine under the highlighter's
        // lexers; all C pointers stay in Sources/Highlight/PCRERegex.swift.
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]),
        // Code → Rouge's token classes and HTML; knows nothing of Markdown, Liquid or sites.
        .target(name: "Highlight", dependencies: ["CPCRE2"]),
        // What both Markdown engines share: the options (`markdown:`, `kramdown:`), the code block
        // HTML Rouge and kramdown write, and heading ids.
        .target(name: "MarkdownCore", dependencies: ["Highlight", "TextSupport"]),
        // Jekyll's default Markdown: kramdown's parsers and HTML writer over UTF-8 bytes.
        // (The stored properties of its three tree classes opt out of run-time exclusivity
        // checks one by one, `@exclusivity(unchecked)`, with the reason beside them.)
        .target(name: "Kramdown", dependencies: ["MarkdownCore", "Highlight", "TextSupport"]),
        // `markdown: CommonMark`/`GFM` through cmark-gfm; all C pointers stay inside this target.
        .target(name: "CommonMark", dependencies: ["MarkdownCore", "CCmarkGFM", "CmarkSupport", "Highlight", "TextSupport"]),
        // One renderer over the two engines, chosen by the options (as Hugo's converter provider).
        .target(name: "Markdown", dependencies: ["MarkdownCore", "Kramdown", "CommonMark"]),
        .target(
            name: "Liquid",
            dependencies: ["TextSupport", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        // Templates/ compiled into the binary (scripts/embed-templates), so an installed
        // sitegen needs no resource bundle beside it.
        .target(name: "SiteTemplates"),
        .target(name: "Experiments", dependencies: ["SiteTemplates", "TextSupport"]),
        .target(
            name: "SiteKit",
            dependencies: [
                "Liquid", "Markdown", "Highlight", "Sass", "Experiments", "SiteTemplates", "TextSupport", "Yams", "CLibYAML",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // `serve`: HTTP, file watching and live reload around the SiteKit pipeline.
        .target(
            name: "PreviewServer",
            dependencies: [
                "SiteKit", "Experiments", "SiteTemplates", "TextSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                // MaximumAvailableConnections: accepting paused below the descriptor limit.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                // `serve --ssl-cert/--ssl-key`: HTTPS through swift-nio-ssl.
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // malloc settings applied before any thread allocates (a constructor).
        .target(name: "CProcessSettings"),
        .executableTarget(
            name: "sitegen",
            dependencies: [
                "SiteKit", "Liquid", "Experiments", "PreviewServer", "TextSupport", "CProcessSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [
                // jemalloc (Debian's libjemalloc-dev) as the process's malloc: a build is hundreds
                // of thousands of small, short-lived allocations on every core, and glibc's malloc
                // spent a tenth of a build's CPU in them (consolidating fast bins, trimming).
                // 1,000 posts: user 0.35 s -> 0.31 s. Linked as a shared library, so that cmark-gfm,
                // libsass and libc allocate from it too (memory crosses between them and Swift; the
                // static archive's symbols stay private to the executable under the static
                // stdlib's link). Release only: debug and sanitizer builds keep the system
                // allocator, which the sanitizers replace.
                .linkedLibrary("jemalloc", .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // Micro-benchmarks (plain executables, run in release): not tests, see README.
        .executableTarget(name: "LiquidBench", dependencies: ["Liquid"], path: "Benchmarks/LiquidBench"),
        .executableTarget(name: "HighlightBench", dependencies: ["Highlight"], path: "Benchmarks/HighlightBench"),
        .executableTarget(
            name: "ComponentBench", dependencies: ["Markdown", "SiteKit", "Liquid", "Highlight"], path: "Benchmarks/ComponentBench"),
        // Temporary folders, fixture sites and sockets, for the test targets that need them.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport"]),
        .testTarget(
            name: "LiquidTests",
            dependencies: ["Liquid", .product(name: "OrderedCollections", package: "swift-collections")]),
        .testTarget(
            name: "MarkdownTests", dependencies: ["Markdown", "MarkdownCore", "Kramdown", "CommonMark", "CCmarkGFM", "CmarkSupport"]),
        .testTarget(name: "SassTests", dependencies: ["Sass"]),
        // Samples/ holds lexer samples the tests read from disk (code and Rouge's spans), not sources.
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"], exclude: ["Samples"]),
        // Headless Chromium over WebDriver, for the tests of what a browser does with sitegen's scripts.
        .target(name: "ChromiumDriver", dependencies: ["TestSupport"], path: "Tests/ChromiumDriver"),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "SiteKit", "ChromiumDriver", "TestSupport"]),
        .testTarget(
            name: "SiteKitTests",
            dependencies: ["SiteKit", "Liquid", "SiteTemplates", "ChromiumDriver", "TestSupport", .product(name: "OrderedCollections", package: "swift-collections")]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "SiteKit", "ChromiumDriver", "TestSupport"]),
        .testTarget(name: "SitegenCLITests", dependencies: ["sitegen", "TestSupport"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
