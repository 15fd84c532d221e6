import Synchronization
/// Rouge's guessing (`Rouge::Lexer.guess`) for the places Jekyll reaches it: the language name
/// `guess` (in a fence, the `highlight` tag or a Markdown block inside Markdown), a Markdown
/// fence inside Markdown with no name, and an HTTP body's `Content-Type`.
///
/// Rouge runs its guessers in turn over all lexers, each narrowing the list (one that leaves
/// nothing is skipped): the media type, then an Emacs or Vim modeline in the first or last five
/// lines, then each lexer's own `detect?` test of the source. A list narrowed to one is the
/// answer; not narrowed at all is plain text; several is ambiguous (Rouge raises, and its
/// Markdown lexer takes the first, in `Languages.all`'s order).
enum Guesser {
    enum Guess: Equatable {
        case lexer(String)
        case ambiguous([String])

        /// The lexer a caller that settles ambiguity as Rouge's Markdown lexer does would use.
        var first: String {
            switch self {
            case .lexer(let tag): tag
            case .ambiguous(let tags): tags[0]
            }
        }
    }

    /// Rouge's answer for `source` (valid UTF-8), and a media type when one was given.
    static func guess(_ source: [UInt8], mimetype: String? = nil) -> Guess {
        var candidates = Languages.all.indices.map { $0 }
        func narrow(_ filter: ([Int]) -> [Int]) {
            if candidates.count == 1 { return }
            let narrowed = filter(candidates)
            if !narrowed.isEmpty { candidates = narrowed }
        }
        if let mimetype {
            narrow { $0.filter { Languages.all[$0].mimetypes.contains(mimetype) } }
        }
        let modes = modelineNames(source)
        if !modes.isEmpty {
            narrow { $0.filter { Languages.all[$0].names.contains(where: modes.contains) } }
        }
        narrow { indices in
            let text = Analyzed(source)
            return indices.filter { detectors[Languages.all[$0].tag]?(text) == true }
        }
        if candidates.count == Languages.all.count { return .lexer("plaintext") }
        return candidates.count == 1 ? .lexer(Languages.all[candidates[0]].tag) : .ambiguous(candidates.map { Languages.all[$0].tag })
    }

    // MARK: Modelines (Rouge's Guessers::Modeline, its patterns from linguist)

    private static let modelines: [PCRERegex] = [
        #"-\*-\s*(?:(?!mode)[\w-]+\s*:\s*(?:[\w+-]+)\s*;?\s*)*(?:mode\s*:)?\s*([\w+-]+)\s*(?:;\s*(?!mode)[\w-]+\s*:\s*[\w+-]+\s*)*;?\s*-\*-"#,
        #"(?:vim|vi|ex):\s*(?:ft|filetype|syntax)=(\w+)\s?"#,
        #"(?:vim|vi|Vim|ex):\s*se(?:t)?.*\s(?:ft|filetype|syntax)=(\w+)\s?.*:"#,
    ].map { try! PCRERegex($0, caseless: true, anchored: false) }

    /// The language names the modelines in the first and last five lines give.
    private static func modelineNames(_ source: [UInt8]) -> Set<String> {
        // Ruby's `split(/\n/)` drops trailing empty lines; the search space joins the first five
        // and last five (the same lines twice in a short text, which changes nothing).
        var lines = source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        let space = Array((lines.prefix(5) + lines.suffix(5)).joined(separator: [UInt8(ascii: "\n")]))
        var names: Set<String> = []
        for regex in modelines {
            if let groups = regex.firstMatch(in: space), let name = groups[1] {
                names.insert(String(decoding: space[name], as: UTF8.self))
            }
        }
        return names
    }

    // MARK: Source tests (each lexer's `detect?`, Rouge's TextAnalyzer)

    /// The source as Rouge's `TextAnalyzer` sees it: searches, the shebang, the doctype.
    struct Analyzed {
        let bytes: [UInt8]
        let shebang: [UInt8]?
        let doctype: [UInt8]?

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            shebang = Self.shebangPattern.firstMatch(in: bytes)?[1].map { Array(bytes[$0]) }
            doctype = Self.doctypePattern.firstMatch(in: bytes)?[1].map { Array(bytes[$0]) }
        }

        private static let shebangPattern = try! PCRERegex(#"\A\s*#!(.*)$"#, anchored: false)
        private static let doctypePattern = try! PCRERegex(#"(?s)\A\s*(?:<\?.*?\?>\s*)?<!DOCTYPE\s+(.+?)>"#, anchored: false)

        /// `text =~ /pattern/` (Ruby's dialect: `^` at any line, `\A` at the start).
        func search(_ pattern: String) -> Bool { Self.compiled(pattern).firstMatch(in: bytes) != nil }

        /// The first capture of `pattern`'s first match, if it took part.
        func capture(_ pattern: String) -> [UInt8]? {
            Self.compiled(pattern).firstMatch(in: bytes)?[1].map { Array(bytes[$0]) }
        }

        func starts(with prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }

        /// `shebang?(name)`: the interpreter named as a word, as in `#!/usr/bin/env bash -x`.
        /// Rouge interpolates the name into `/\b#{name}(\s|$)/` unescaped; so does this.
        func shebang(_ name: String) -> Bool {
            guard let shebang else { return false }
            return Self.compiled(#"\b(?:"# + name + #")(\s|$)"#).firstMatch(in: shebang) != nil
        }

        /// `doctype?(pattern)`: a doctype is present (and matches `pattern`, when given).
        func doctype(_ pattern: String? = nil, caseless: Bool = false) -> Bool {
            guard let doctype else { return false }
            guard let pattern else { return true }
            return Self.compiled(pattern, caseless: caseless).firstMatch(in: doctype) != nil
        }

        /// Each detector pattern is compiled once per process: a page with many `guess` blocks
        /// asks the same few dozen patterns again and again.
        private static func compiled(_ pattern: String, caseless: Bool = false) -> PCRERegex {
            let key = caseless ? "i:" + pattern : "s:" + pattern
            if let cached = cache.withLock({ $0[key] }) { return cached }
            let regex = try! PCRERegex(pattern, caseless: caseless, jit: false, anchored: false)
            cache.withLock { $0[key] = regex }
            return regex
        }

        private static let cache = Mutex<[String: PCRERegex]>([:])
    }

    /// Rouge 3.30's `detect?` methods, one per lexer that has one (the others are never a
    /// source guess). Ruby's patterns, in PCRE's syntax.
    static let detectors: [String: @Sendable (Analyzed) -> Bool] = [
        "awk": { $0.shebang("awk") },
        "biml": { $0.search(#"<\s*Biml\b"#) },
        "coffeescript": { $0.shebang("coffee") },
        "crystal": { $0.shebang("crystal") },
        "diff": {
            $0.starts(with: "Index: ") || $0.search(#"\Adiff[^\n]*?\ba/[^\n]*\bb/"#)
                || $0.search(#"---.*?\n[+][+][+]"#) || $0.search(#"[+][+][+].*?\n---"#)
        },
        "factor": { $0.shebang("factor") },
        "gherkin": { $0.shebang("cucumber") },
        "groovy": { $0.shebang("groovy") },
        "hack": {
            $0.search(#"<\?hh"#) || $0.shebang("hhvm") || $0.search("async function [a-zA-Z]") || $0.search(#"\): Awaitable<"#)
        },
        "haskell": { $0.shebang("runhaskell") },
        "haxe": { $0.shebang("haxe") },
        "html": { text in
            if text.doctype(#"\bhtml\b"#, caseless: true) { return true }
            if text.search(#"\A<\?xml\b"#) { return false }
            return text.search(#"<\s*html\b"#)
        },
        "io": { $0.shebang("io") },
        "javascript": { $0.shebang("node") || $0.shebang("jsc") },
        "julia": { $0.shebang("julia") },
        "lasso": { $0.shebang("lasso9") || $0.search(#"\A.*?<\?(lasso(script)?|=)"#) },
        "livescript": { $0.shebang("lsc") },
        "lua": { $0.shebang("lua") },
        "moonscript": { $0.shebang("moon") },
        "mosel": { $0.search(#"^\s*(model|package)\s+"#) },
        "perl": { $0.shebang("perl") },
        "php": { text in
            if text.shebang("php") { return true }
            if text.search(#"^<\?hh"#) { return false }
            return text.search(#"^<\?php"#)
        },
        "postscript": { $0.search("^%!") },
        "praat": { $0.shebang("praat") },
        "puppet": { $0.shebang("puppet-apply") || $0.shebang("puppet") },
        "python": { $0.shebang(#"pythonw?(?:[23](?:\.\d+)?)?"#) },
        "r": { $0.shebang("Rscript") },
        "racket": { text in
            guard let language = text.capture(#"\A#lang\s*(.*?)$"#) else { return false }
            let name = String(decoding: language, as: UTF8.self)
            return name.contains("racket") || name.contains("scribble")
        },
        "ruby": { $0.shebang("ruby") },
        "rust": { $0.shebang("rustc") },
        "sed": { $0.shebang("sed") },
        "shell": { $0.shebang("(ba|z|k)?sh") },
        "solidity": { $0.starts(with: "pragma solidity") },
        "tcl": { $0.shebang("tclsh") || $0.shebang("wish") || $0.shebang("jimsh") },
        "tex": { $0.search(#"\A\s*\\(documentclass|input|documentstyle|relax|ProvidesPackage|ProvidesClass)"#) },
        "tulip": { $0.shebang("tulip") },
        "xml": { text in
            if text.doctype("html") { return false }
            return text.search(#"\A<\?xml\b"#) || text.doctype()
        },
        "yaml": { $0.search(#"\A\s*%YAML"#) },
    ]
}
