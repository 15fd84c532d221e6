/// A lexer written as data: named states, each an ordered list of rules, tried in order at
/// the current position as Rouge's regex lexers try theirs. The first rule that matches
/// decides the token(s) and the state change; when none matches, one character becomes an
/// `err` token (Rouge does the same).
struct LexerDefinition: Sendable {
    /// Rouge's tag, for diagnostics; the registry row (`Languages.all`) owns the names and sets it.
    var name = ""
    /// The states, `root` first.
    let states: [(String, [Rule])]
    /// States pushed above `root` before lexing starts (Rouge's `start { push … }`).
    var start: [String] = []

    init(states: [(String, [Rule])], start: [String] = []) {
        self.states = states
        self.start = start
    }
}

/// One rule of a state.
struct Rule: Sendable {
    enum Kind: Sendable {
        case match(pattern: String, action: Action, next: Next)
        /// Rouge's `mixin`: the rules of another state, tried here in place.
        case include(String)
    }

    let kind: Kind
    /// A condition every match meets, checked before the pattern runs (see `requiring`).
    var precondition: Precondition? = nil
}

/// "The first byte at or after the match start that is not in `run` is `then`": true of every
/// match of the rule's pattern when all it matches before a `then` lies in `run` and `then`
/// does not. Lets the lexer drop an attempt after a byte scan (remembered along a run, so the
/// scan is linear) instead of a PCRE2 match that reads an identifier and then fails on the
/// character after it; the test `preconditionsHoldForEveryMatch` checks each against PCRE2.
///
/// Speed, measured (`HighlightBench --markdown` over the 1,000-post corpus's code): the rules
/// that carry one were Swift's three identifier rules with lookaheads and C's function
/// signature, the costliest patterns of both lexers, almost always failing.
struct Precondition: Sendable {
    let run: ByteSet
    let then: UInt8
}

extension Rule {
    /// This rule with a precondition: the first byte not in `run` (a class such as `[\w\s]`;
    /// bytes from 0x80 are added, which keeps the condition true for patterns matching
    /// non-ASCII characters) must be `then`.
    func requiring(firstByteOutside run: String, is then: Unicode.Scalar) -> Rule {
        guard let set = BytePattern(run)?.classes.first, then.isASCII else { preconditionFailure("bad precondition \(run)") }
        var withHigh = set
        for byte in UInt8(0x80)...UInt8(0xFF) { withHigh.insert(byte) }
        Swift.precondition(!withHigh.contains(UInt8(then.value)), "the byte after the run must be outside it")
        var rule = self
        rule.precondition = Precondition(run: withHigh, then: UInt8(then.value))
        return rule
    }
}

/// What a match produces.
enum Action: Sendable {
    /// The whole match as one token.
    case token(TokenClass)
    /// One token per capture group, in order (Rouge's `groups`); text between groups is lost
    /// in Rouge too, so patterns cover the match with groups.
    case groups([GroupAction])
    /// A word looked up in a table; words not in it get the default class.
    case lookup([String: TokenClass], TokenClass)
    /// As `lookup`, the word upper-cased first (SQL's keywords in any case).
    case lookupUppercased([String: TokenClass], TokenClass)
    /// The whole match lexed by another language (Rouge's `delegate`): from a fresh start,
    /// or (`keep`) continuing that language's state from its last delegation in this run.
    case delegate(String, keep: Bool)
    /// Groups as `.groups`, and the text of group `save` remembered (a heredoc's terminator,
    /// an HTTP message's `Content-Type`).
    case groupsSaving([GroupAction], save: Int)
    /// The whole match lexed by the language Rouge knows by the media type in the remembered
    /// text (before any `;`, lower-cased), plain text when none (an HTTP message's body).
    case delegateByMediaType
    /// Rouge's Markdown fence, groups (1) indent (2) fence (3) info line, then when closed
    /// (4) body (5) line break and indent (6) fence: the body lexed by the language the info
    /// names (guessed from the body when none, `fallback` for a name Rouge lacks). Unclosed,
    /// the fence is remembered and its language lexes each following line, keeping its state,
    /// until a line starting with the same fence (`markdownFenceClose`, `markdownFenceLine`).
    case markdownFence(fallback: TokenClass)
    /// In an unclosed fence, `^([ \t]*)(`{3,}|~{3,})`: the fence that opened it (text, then
    /// punctuation for exactly its length) pops; any other is a line of the body.
    case markdownFenceClose
    /// In an unclosed fence, a whole line, lexed by the fence's language.
    case markdownFenceLine
    /// Whether group `group` equals the remembered text decides the token and state change
    /// (the line that ends a heredoc).
    case matchSaved(group: Int, equal: TokenClass, equalNext: Next, other: TokenClass, otherNext: Next)
    /// One token, and the kept state of a delegated language reset (a new `<script>`).
    case tokenResetting(TokenClass, String)
    /// Ruby's `<<~NAME`: group 1 the operator (`o`), groups 2–4 the quoted name (`no`); the
    /// name joins the queue of heredocs whose bodies start at the next line.
    case heredocOpen
    /// A line that may end the first queued heredoc: `no` when it does (popping the queue's
    /// state once the queue is empty), `sh` otherwise; then pops.
    case heredocTest
    /// YAML's indentation bookkeeping (see `YAMLStep`).
    case yaml(YAMLStep)
    /// The matched text decides the class and the state change (Rouge's callbacks that test
    /// a name several ways).
    case classify(@Sendable (String) -> (TokenClass, Next))
    /// A line's indentation (Rouge's `Indentation` mixin, for Sass, Haml, Slim): one token, then
    /// the state of a block started by `startsBlock` is pushed when the line is indented deeper
    /// than the line that started it (keeping the block open), else `content` (closing it).
    /// The rule's own state change is ignored.
    case indentation(TokenClass)
    /// One token, and the lines indented deeper than the current one will be lexed in the
    /// state (Rouge's `starts_block`: a comment or filter body); then the rule's state change.
    /// `resetting`: a delegated language whose kept state starts afresh (Haml's filters).
    case startsBlock(TokenClass, String, resetting: String? = nil)
    /// As `delegate(language, keep: true)`, then the language's state `state` popped if it is
    /// on top (Handlebars ends an unquoted HTML attribute value at a `{{`).
    case delegateClosing(String, state: String)
    /// Tcl's closing brace: when `state` is on the stack, pops down to it and then it too
    /// (`found`); otherwise `otherwise` and no change. `counted`: only when the run's brace
    /// count is 0, and otherwise the count goes down (a brace closing one opened in a string).
    case popThrough(String, found: TokenClass, otherwise: TokenClass, counted: Bool)
    /// One token, and the run's brace count up by one (Tcl's `{` in a string).
    case countUp(TokenClass)
    /// Cython's indentation of a C block: the first line's indentation is remembered and
    /// `next` taken; a later line indented less forgets it and takes `dedent`, others `next`.
    case indentSave(TokenClass, next: Next, dedent: Next)
    /// The remembered indentation forgotten, then `next` (a line not indented).
    case indentForget(Next)
}

/// The steps of Rouge's YAML lexer that read or change its stack of indentation levels.
enum YAMLStep: Sendable {
    /// A token, then the indentation is forgotten (a document start or directive).
    case reset(TokenClass)
    /// A line's leading spaces: back to the enclosing level, the surplus over a dedent an error.
    case lineIndent
    /// Spaces before an indicator, counted into the next level (text token).
    case continueIndent
    /// `-`, `?`, `:` opening a level.
    case indicator
    /// `key:` (attribute and indicator) opening a level at the key.
    case key
    /// As `key`, the key in another class (digdag's operator keys are `kr`).
    case keyOf(TokenClass)
    /// A spaces-only line in a block scalar: indentation, then the rest as `no`.
    case blockSpaces
    /// Leading spaces in a block scalar; fewer than its indentation end it.
    case blockIndent
    /// `|2-`: an explicit block-scalar indentation.
    case blockHeader
    /// Leading spaces after a line break in a plain scalar; a dedent ends it.
    case plainNewLine
}

enum GroupAction: Sendable {
    case token(TokenClass)
    case delegate(String, keep: Bool)
}

/// The state change after a match.
enum Next: Sendable {
    case stay
    case push([String])
    /// Pushes the current state again (Rouge's bare `push`), for nesting.
    case pushSelf
    case pop(Int)
    /// Replaces the top of the stack.
    case goto(String)
    /// Pops, then pushes (Rouge's `pop!; push :x`).
    case popPush(Int, [String])
    /// Pushes the state when the match ends with the text.
    case pushIfLast(String, String)
    /// Pushes the state unless it is already on top (Rouge's `push :x unless state? :x`).
    case pushUnlessTop(String)
    /// Back to the root state alone (Rouge's `reset_stack`).
    case reset
    /// `then` when the state `depth` below the top (0: the top itself) is one of `states`,
    /// else `otherwise` (Rouge's `pop! if state?(:x)`, `pop! unless state?(:x)`).
    indirect case ifState(depth: Int, states: [String], then: Next, otherwise: Next)
}

// MARK: - The rule-writing vocabulary of the language files

/// `pattern` → one token, then `next`.
func r(_ pattern: String, _ token: TokenClass, _ next: Next = .stay) -> Rule {
    Rule(kind: .match(pattern: pattern, action: .token(token), next: next))
}

/// `pattern` → one token per capture group.
func g(_ pattern: String, _ tokens: [TokenClass], _ next: Next = .stay) -> Rule {
    Rule(kind: .match(pattern: pattern, action: .groups(tokens.map { .token($0) }), next: next))
}

/// `pattern` → one action per capture group (tokens or delegations).
func ga(_ pattern: String, _ actions: [GroupAction], _ next: Next = .stay) -> Rule {
    Rule(kind: .match(pattern: pattern, action: .groups(actions), next: next))
}

/// `pattern` → the whole match lexed by `language`.
func d(_ pattern: String, _ language: String, keep: Bool = false, _ next: Next = .stay) -> Rule {
    Rule(kind: .match(pattern: pattern, action: .delegate(language, keep: keep), next: next))
}

/// A group lexed by `language` from a fresh start (Rouge's `recurse` when it is the same one).
func sub(_ language: String) -> GroupAction { .delegate(language, keep: false) }

/// `pattern` → the match's text looked up in `table` (default `otherwise`).
func lk(_ pattern: String, _ table: [String: TokenClass], _ otherwise: TokenClass, _ next: Next = .stay) -> Rule {
    Rule(kind: .match(pattern: pattern, action: .lookup(table, otherwise), next: next))
}

/// `pattern` → the matched text decides the class and the state change (Rouge's callbacks).
func classify(_ pattern: String, _ decide: @escaping @Sendable (String) -> (TokenClass, Next)) -> Rule {
    Rule(kind: .match(pattern: pattern, action: .classify(decide), next: .stay))
}

/// The rules of another state, in place.
func inc(_ state: String) -> Rule { Rule(kind: .include(state)) }

/// Pushes one state.
func push(_ state: String) -> Next { .push([state]) }
let pop: Next = .pop(1)

/// `\b(?:w1|w2|…)\b` for a space-separated word list.
func words(_ list: String, prefix: String = "\\b", suffix: String = "\\b") -> String {
    prefix + "(?:" + list.split(separator: " ").map { escapeRegex(String($0)) }.joined(separator: "|") + ")" + suffix
}

/// A lookup table mapping each word of the space-separated lists to its class.
func table(_ entries: [(TokenClass, String)]) -> [String: TokenClass] {
    var t: [String: TokenClass] = [:]
    for (token, list) in entries {
        for word in list.split(separator: " ") where t[String(word)] == nil { t[String(word)] = token }
    }
    return t
}

func escapeRegex(_ s: String) -> String {
    var out = ""
    for ch in s {
        if "\\^$.|?*+()[]{}/-#".contains(ch) { out.append("\\") }
        out.append(ch)
    }
    return out
}
