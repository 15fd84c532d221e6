/// How a stylesheet is compiled: libsass's options, named as jekyll-sass-converter names them.
public struct SassOptions: Sendable, Equatable {
    /// libsass's output styles.
    public enum Style: String, Sendable, CaseIterable {
        case nested, expanded, compact, compressed

        /// Reads `compressed` or the Ruby symbol spelling `:compressed`, as jekyll-sass-converter
        /// does (`to_s.gsub(/\A:/, "")`, nothing else trimmed); nil for anything else.
        public init?(configValue: String) {
            var text = Substring(configValue)
            if text.hasPrefix(":") { text.removeFirst() }
            self.init(rawValue: String(text))
        }
    }

    public enum Syntax: Sendable { case scss, indented }

    public var style: Style = .nested
    public var syntax: Syntax = .scss
    /// Folders `@import` searches after the importing file's own folder, in order.
    public var loadPaths: [String] = []
    /// The entry file's name as libsass should know it: relative imports start from its folder,
    /// and errors and source maps name it.
    public var inputPath: String?
    /// Where the CSS will be written, for the source map's `file` and the map URL.
    public var outputPath: String?
    /// Nil: no source map.
    public var sourceMapFile: String?
    /// The sources' text inside the map.
    public var sourceMapContents = false
    /// The map inside the CSS as a data URL.
    public var sourceMapEmbed = false
    /// Leaves out the `/*# sourceMappingURL=… */` comment.
    public var omitSourceMapURL = false
    /// `/* line N, file */` before each rule.
    public var lineComments = false
    /// Decimal digits of numbers; nil: libsass's default (10).
    public var precision: Int?

    public init(style: Style = .nested, syntax: Syntax = .scss, loadPaths: [String] = []) {
        self.style = style
        self.syntax = syntax
        self.loadPaths = loadPaths
    }
}

/// A compiled stylesheet.
public struct SassOutput: Sendable {
    public var css: String
    /// Nil unless `sourceMapFile` was set.
    public var sourceMap: String?
    /// Every file the compilation read, as libsass resolved them (the entry first).
    public var includedFiles: [String]
}

/// A Sass error where libsass found it.
public struct SassError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, without the location.
    public var message: String
    /// The file as libsass names it: the entry's `inputPath` (or `stdin`), or an imported
    /// partial's resolved path.
    public var file: String
    /// 1-based; 0 when libsass gave no position.
    public var line: Int
    public var column: Int
    /// The offending line, when libsass had the file's text.
    public var lineText: String?
    /// The `@import`s that led to `file`, innermost first.
    public var importedFrom: [Position] = []

    /// A place in a file, as libsass names the file.
    public struct Position: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    public init(message: String, file: String, line: Int, column: Int, lineText: String?, importedFrom: [Position] = []) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
        self.importedFrom = importedFrom
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
