import Foundation
import Liquid
import Testing

/// The byte-level filters and the compiled strftime formats, against ruby-liquid 5.4's results
/// for tricky inputs, and against straightforward general implementations on generated text.
@Suite struct FilterFastPathTests {
    // MARK: - truncatewords

    /// (text, words, ellipsis or nil for the default, Ruby's result)
    static let truncateWordsCases: [(String, Int, String?, String)] = [
        ("one two three four", 2, nil, "one two..."),
        ("  lead  and   trail  ", 2, nil, "lead and..."),
        ("tab\tsep\nnew\r\nline\u{C}ff\u{B}vt", 3, nil, "tab sep new..."),
        ("exactly three words", 3, nil, "exactly three words"),
        ("exactly three words ", 3, nil, "exactly three words..."),
        ("exactly three words\n", 3, "…", "exactly three words…"),
        ("日本語 の テキスト です よ", 2, nil, "日本語 の..."),
        ("a\u{3000}b c d", 1, nil, "a\u{3000}b..."),
        ("é́ ñ ü ö", 2, "--", "é́ ñ--"),
        ("x\u{0}y z w", 1, nil, "x\u{0}y..."),
        ("a  b", 1, "", "a"),
        ("aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbb ccccccccccccccccc dddddddddddddddd", 3, "!", "aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbb ccccccccccccccccc!"),
        (" ", 1, nil, " "),
        ("", 2, nil, ""),
        ("word", 1, nil, "word"),
        ("one\u{A0}two three", 1, nil, "one\u{A0}two..."),
    ]

    @Test func truncateWordsMatchesRuby() throws {
        for (text, words, ellipsis, expected) in Self.truncateWordsCases {
            let source = ellipsis == nil ? "{{ x | truncatewords: n }}" : "{{ x | truncatewords: n, e }}"
            let variables: [String: Value] = ["x": .string(text), "n": .int(words), "e": ellipsis.map(Value.string) ?? .nil]
            #expect(try render(source, variables) == expected, "\(text.debugDescription) \(words)")
        }
    }

    /// The one-pass scan (eight bytes at a time) against Ruby's definition: `split(" ", n + 1)`,
    /// drop the last part, join with spaces.
    @Test func truncateWordsMatchesSplitAndJoin() throws {
        var random = SplitMix(seed: 7)
        let pieces = ["a", "bc", "déf", "日本", " ", "  ", "\t", "\n", "\r\n", "\u{B}", "\u{C}", "\u{3000}", "\u{A0}", "\0", "x y"]
        for _ in 0..<3000 {
            let text = (0..<random.below(24)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let words = 1 + random.below(6)
            let parts = text.rubyWhitespaceSplit()
            // split with a limit keeps an empty last part after trailing whitespace.
            let trailing = text.utf8.last.map { $0 == 32 || (9...13).contains($0) } ?? false
            let truncated = parts.count > words || (parts.count == words && trailing)
            let expected = truncated ? parts.prefix(words).joined(separator: " ") + "..." : text
            let variables: [String: Value] = ["x": .string(text), "n": .int(words)]
            #expect(try render("{{ x | truncatewords: n }}", variables) == expected, "\(text.debugDescription) \(words)")
            #expect(try render("{% assign y = x | truncatewords: n %}{{ y }}", variables) == expected)
        }
    }

    // MARK: - strip_html

    /// (html, Ruby's result)
    static let stripHTMLCases: [(String, String)] = [
        ("<p>Hello <b>world</b></p>", "Hello world"),
        ("a < b and c > d", "a  d"),
        ("<script>alert(1)</script>text<style>p{}</style>more", "textmore"),
        ("<!-- note -->visible<!-- unterminated", "visible<!-- unterminated"),
        ("<SCRIPT>x</SCRIPT>y", "xy"),
        ("<scr<!-- x -->ipt>z", "z"),
        ("<<!-- c -->p>para", "para"),
        ("<script>never closed <b>bold</b>", "never closed bold"),
        ("one<br/>two<br />three", "onetwothree"),
        ("ünï<i>cödé</i> 日本<span>語</span>", "ünïcödé 日本語"),
        ("<a href='x>y'>link</a>", "y'>link"),
        ("<!---->empty comment", "empty comment"),
        ("<style type=\"text/css\">a{}</style><p>after</p>", "after"),
        ("no markup at all", "no markup at all"),
        ("<", "<"),
        (">", ">"),
        ("<<>>", ">"),
        ("a<b<c>d>e", "ad>e"),
    ]

    @Test func stripHTMLMatchesRuby() throws {
        for (html, expected) in Self.stripHTMLCases {
            #expect(LiquidHTMLText.stripHTML(html) == expected, "\(html.debugDescription)")
            #expect(try render("{{ x | strip_html }}", ["x": .string(html)]) == expected)
        }
    }

    /// The memchr-driven passes against Ruby's two regular expressions, applied literally.
    @Test func stripHTMLMatchesRubysRegexes() throws {
        let blocks = try Regex(#"(?s)<script.*?</script>|<!--.*?-->|<style.*?</style>"#).matchingSemantics(.unicodeScalar)
        let tags = try Regex(#"(?s)<.*?>"#).matchingSemantics(.unicodeScalar)
        var random = SplitMix(seed: 11)
        let pieces = ["<", ">", "<p>", "</p>", "<script>", "</script>", "<style", "</style>", "<!--", "-->", "x", "é", " ", "\n", "<<", "日本"]
        for _ in 0..<3000 {
            let html = (0..<random.below(16)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let expected = html.replacing(blocks, with: "").replacing(tags, with: "")
            #expect(LiquidHTMLText.stripHTML(html) == expected, "\(html.debugDescription)")
            #expect(try render("{{ x | strip_html }}", ["x": .string(html)]) == expected)
        }
    }

    // MARK: - escape

    @Test func escapeMatchesCharacterByCharacterReplacement() throws {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        var random = SplitMix(seed: 13)
        let pieces = ["&", "<", ">", "\"", "'", "a", "é", "日", " ", "&amp;", "x\u{301}"]
        for _ in 0..<2000 {
            let text = (0..<random.below(20)).map { _ in pieces[random.below(pieces.count)] }.joined()
            var expected = ""
            for scalar in text.unicodeScalars { expected += entities[Character(scalar)] ?? String(scalar) }
            #expect(LiquidHTMLText.escape(text) == expected)
            #expect(try render("{{ x | escape }}", ["x": .string(text)]) == expected)
            #expect(try render("{% assign y = x | escape %}{{ y }}", ["x": .string(text)]) == expected)
        }
    }

    /// The last filter of `{{ }}` writes straight into the output; the same filter elsewhere
    /// returns a value. Both must print alike, including for inputs that are not strings.
    @Test func filtersWritingIntoTheOutputPrintWhatTheirValueWould() throws {
        let inputs: [Value] = [
            .nil, .int(42), .double(1.5), .bool(true), .string("<b>a & b</b> c d"), .array([.string("x<"), .int(1)]),
            ["k": "v"], .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), .string("2024-03-05 14:07"),
        ]
        let filters = [
            "escape", "h", "strip_html", "truncatewords: 2", "truncatewords: 1, '~'", "prepend: '<'", "append: '>'",
            "date: '%Y-%m-%d %H:%M'", "date: ''", "date: '%'", "downcase | escape",
        ]
        for input in inputs {
            for filter in filters {
                let direct = renderOrError("{{ x | \(filter) }}", ["x": input])
                let viaValue = renderOrError("{% assign y = x | \(filter) %}{{ y }}", ["x": input])
                #expect(direct == viaValue, "\(input.inspect) | \(filter)")
            }
        }
    }

    // MARK: - strftime

    /// (seconds, UTC offset, format, ruby-liquid's `date` result or "error: message")
    static let strftimeCases: [(Double, Int, String, String)] = [
        (1709647620, 0, "%-d %_m %05Y %^B %#p %10A", "5  3 02024 MARCH pm    Tuesday"),
        (1709647620, 0, "%-10H|%_10M|%010S", "14|         7|0000000000"),
        (1709647620, 0, "%:z %::z %z %-8z %08:z", "+00:00 +00:00:00 +0000 +0000000 +0000:00"),
        (1709647620, 0, "%3N %9N %L %-L %6L %12L", "000 000000000 000 000 000000 000000000000"),
        (1709647620, 0, "%Ey %Od %EC %E", "24 05 20 %E"),
        (1709647620, 0, "%5% %Q %-Q %", "error: Liquid error: invalid format: %5% %Q %-Q %"),
        (1709647620, 0, "%k %l %P %^P %#A %#B", "14  2 pm PM TUESDAY MARCH"),
        (1709647620, 0, "%C %g %G %V %U %W %u %w %j", "20 24 2024 10 09 10 2 2 065"),
        (1709647620, 0, "%s %10s %-s", "1709647620 1709647620 1709647620"),
        (1709647620, 0, "%c|%^c|%30c", "Tue Mar  5 14:07:00 2024|TUE MAR  5 14:07:00 2024|      Tue Mar  5 14:07:00 2024"),
        (1709647620, 0, "%D %x %F %T %X %R %r %v", "03/05/24 03/05/24 2024-03-05 14:07:00 14:07:00 14:07 02:07:00 PM  5-MAR-2024"),
        (1709647620, 0, "%^10b|%-10b|%010b|%_^10a", "       MAR|Mar|0000000Mar|       TUE"),
        (1709647620, 0, "%10n|%-5t|x", "         \n|\t|x"),
        (1709647620, 0, "day %e of %B, %Y (%a)", "day  5 of March, 2024 (Tue)"),
        (1709647620, 0, "日付 %Y年%m月%d日", "日付 2024年03月05日"),
        (1709647620, 0, "%", "error: Liquid error: invalid format: %"),
        (1709647620, 0, "50%", "error: Liquid error: invalid format: 50%"),
        (1709647620, 0, "%-", "error: Liquid error: invalid format: %-"),
        (1709647620, 0, "%10", "error: Liquid error: invalid format: %10"),
        (1709647620, 0, "%:", "%:"),
        (1709647620, 0, "%E", "%E"),
        (1709647620, 3600, "%-d %_m %05Y %^B %#p %10A", "5  3 02024 MARCH pm    Tuesday"),
        (1709647620, 3600, "%-10H|%_10M|%010S", "15|         7|0000000000"),
        (1709647620, 3600, "%:z %::z %z %-8z %08:z", "+01:00 +01:00:00 +0100 +0000100 +0001:00"),
        (1709647620, 3600, "%3N %9N %L %-L %6L %12L", "000 000000000 000 000 000000 000000000000"),
        (1709647620, 3600, "%Ey %Od %EC %E", "24 05 20 %E"),
        (1709647620, 3600, "%5% %Q %-Q %", "error: Liquid error: invalid format: %5% %Q %-Q %"),
        (1709647620, 3600, "%k %l %P %^P %#A %#B", "15  3 pm PM TUESDAY MARCH"),
        (1709647620, 3600, "%C %g %G %V %U %W %u %w %j", "20 24 2024 10 09 10 2 2 065"),
        (1709647620, 3600, "%s %10s %-s", "1709647620 1709647620 1709647620"),
        (1709647620, 3600, "%c|%^c|%30c", "Tue Mar  5 15:07:00 2024|TUE MAR  5 15:07:00 2024|      Tue Mar  5 15:07:00 2024"),
        (1709647620, 3600, "%D %x %F %T %X %R %r %v", "03/05/24 03/05/24 2024-03-05 15:07:00 15:07:00 15:07 03:07:00 PM  5-MAR-2024"),
        (1709647620, 3600, "%^10b|%-10b|%010b|%_^10a", "       MAR|Mar|0000000Mar|       TUE"),
        (1709647620, 3600, "%10n|%-5t|x", "         \n|\t|x"),
        (1709647620, 3600, "day %e of %B, %Y (%a)", "day  5 of March, 2024 (Tue)"),
        (1709647620, 3600, "日付 %Y年%m月%d日", "日付 2024年03月05日"),
        (1709647620, 3600, "%", "error: Liquid error: invalid format: %"),
        (1709647620, 3600, "50%", "error: Liquid error: invalid format: 50%"),
        (1709647620, 3600, "%-", "error: Liquid error: invalid format: %-"),
        (1709647620, 3600, "%10", "error: Liquid error: invalid format: %10"),
        (1709647620, 3600, "%:", "%:"),
        (1709647620, 3600, "%E", "%E"),
        (951782400, 19800, "%-d %_m %05Y %^B %#p %10A", "29  2 02000 FEBRUARY am    Tuesday"),
        (951782400, 19800, "%-10H|%_10M|%010S", "5|        30|0000000000"),
        (951782400, 19800, "%:z %::z %z %-8z %08:z", "+05:30 +05:30:00 +0530 +0000530 +0005:30"),
        (951782400, 19800, "%3N %9N %L %-L %6L %12L", "000 000000000 000 000 000000 000000000000"),
        (951782400, 19800, "%Ey %Od %EC %E", "00 29 20 %E"),
        (951782400, 19800, "%5% %Q %-Q %", "error: Liquid error: invalid format: %5% %Q %-Q %"),
        (951782400, 19800, "%k %l %P %^P %#A %#B", " 5  5 am AM TUESDAY FEBRUARY"),
        (951782400, 19800, "%C %g %G %V %U %W %u %w %j", "20 00 2000 09 09 09 2 2 060"),
        (951782400, 19800, "%s %10s %-s", "951782400 0951782400 951782400"),
        (951782400, 19800, "%c|%^c|%30c", "Tue Feb 29 05:30:00 2000|TUE FEB 29 05:30:00 2000|      Tue Feb 29 05:30:00 2000"),
        (951782400, 19800, "%D %x %F %T %X %R %r %v", "02/29/00 02/29/00 2000-02-29 05:30:00 05:30:00 05:30 05:30:00 AM 29-FEB-2000"),
        (951782400, 19800, "%^10b|%-10b|%010b|%_^10a", "       FEB|Feb|0000000Feb|       TUE"),
        (951782400, 19800, "%10n|%-5t|x", "         \n|\t|x"),
        (951782400, 19800, "day %e of %B, %Y (%a)", "day 29 of February, 2000 (Tue)"),
        (951782400, 19800, "日付 %Y年%m月%d日", "日付 2000年02月29日"),
        (951782400, 19800, "%", "error: Liquid error: invalid format: %"),
        (951782400, 19800, "50%", "error: Liquid error: invalid format: 50%"),
        (951782400, 19800, "%-", "error: Liquid error: invalid format: %-"),
        (951782400, 19800, "%10", "error: Liquid error: invalid format: %10"),
        (951782400, 19800, "%:", "%:"),
        (951782400, 19800, "%E", "%E"),
        (-34560000, 0, "%-d %_m %05Y %^B %#p %10A", "27 11 01968 NOVEMBER am  Wednesday"),
        (-34560000, 0, "%-10H|%_10M|%010S", "0|         0|0000000000"),
        (-34560000, 0, "%:z %::z %z %-8z %08:z", "+00:00 +00:00:00 +0000 +0000000 +0000:00"),
        (-34560000, 0, "%3N %9N %L %-L %6L %12L", "000 000000000 000 000 000000 000000000000"),
        (-34560000, 0, "%Ey %Od %EC %E", "68 27 19 %E"),
        (-34560000, 0, "%5% %Q %-Q %", "error: Liquid error: invalid format: %5% %Q %-Q %"),
        (-34560000, 0, "%k %l %P %^P %#A %#B", " 0 12 am AM WEDNESDAY NOVEMBER"),
        (-34560000, 0, "%C %g %G %V %U %W %u %w %j", "19 68 1968 48 47 48 3 3 332"),
        (-34560000, 0, "%s %10s %-s", "-34560000 -034560000 -34560000"),
        (-34560000, 0, "%c|%^c|%30c", "Wed Nov 27 00:00:00 1968|WED NOV 27 00:00:00 1968|      Wed Nov 27 00:00:00 1968"),
        (-34560000, 0, "%D %x %F %T %X %R %r %v", "11/27/68 11/27/68 1968-11-27 00:00:00 00:00:00 00:00 12:00:00 AM 27-NOV-1968"),
        (-34560000, 0, "%^10b|%-10b|%010b|%_^10a", "       NOV|Nov|0000000Nov|       WED"),
        (-34560000, 0, "%10n|%-5t|x", "         \n|\t|x"),
        (-34560000, 0, "day %e of %B, %Y (%a)", "day 27 of November, 1968 (Wed)"),
        (-34560000, 0, "日付 %Y年%m月%d日", "日付 1968年11月27日"),
        (-34560000, 0, "%", "error: Liquid error: invalid format: %"),
        (-34560000, 0, "50%", "error: Liquid error: invalid format: 50%"),
        (-34560000, 0, "%-", "error: Liquid error: invalid format: %-"),
        (-34560000, 0, "%10", "error: Liquid error: invalid format: %10"),
        (-34560000, 0, "%:", "%:"),
        (-34560000, 0, "%E", "%E"),
        (1735603200, -28800, "%-d %_m %05Y %^B %#p %10A", "30 12 02024 DECEMBER pm     Monday"),
        (1735603200, -28800, "%-10H|%_10M|%010S", "16|         0|0000000000"),
        (1735603200, -28800, "%:z %::z %z %-8z %08:z", "-08:00 -08:00:00 -0800 -0000800 -0008:00"),
        (1735603200, -28800, "%3N %9N %L %-L %6L %12L", "000 000000000 000 000 000000 000000000000"),
        (1735603200, -28800, "%Ey %Od %EC %E", "24 30 20 %E"),
        (1735603200, -28800, "%5% %Q %-Q %", "error: Liquid error: invalid format: %5% %Q %-Q %"),
        (1735603200, -28800, "%k %l %P %^P %#A %#B", "16  4 pm PM MONDAY DECEMBER"),
        (1735603200, -28800, "%C %g %G %V %U %W %u %w %j", "20 25 2025 01 52 53 1 1 365"),
        (1735603200, -28800, "%s %10s %-s", "1735603200 1735603200 1735603200"),
        (1735603200, -28800, "%c|%^c|%30c", "Mon Dec 30 16:00:00 2024|MON DEC 30 16:00:00 2024|      Mon Dec 30 16:00:00 2024"),
        (1735603200, -28800, "%D %x %F %T %X %R %r %v", "12/30/24 12/30/24 2024-12-30 16:00:00 16:00:00 16:00 04:00:00 PM 30-DEC-2024"),
        (1735603200, -28800, "%^10b|%-10b|%010b|%_^10a", "       DEC|Dec|0000000Dec|       MON"),
        (1735603200, -28800, "%10n|%-5t|x", "         \n|\t|x"),
        (1735603200, -28800, "day %e of %B, %Y (%a)", "day 30 of December, 2024 (Mon)"),
        (1735603200, -28800, "日付 %Y年%m月%d日", "日付 2024年12月30日"),
        (1735603200, -28800, "%", "error: Liquid error: invalid format: %"),
        (1735603200, -28800, "50%", "error: Liquid error: invalid format: 50%"),
        (1735603200, -28800, "%-", "error: Liquid error: invalid format: %-"),
        (1735603200, -28800, "%10", "error: Liquid error: invalid format: %10"),
        (1735603200, -28800, "%:", "%:"),
        (1735603200, -28800, "%E", "%E"),
        (1700000000.25, -34200, "%-d %_m %05Y %^B %#p %10A", "14 11 02023 NOVEMBER pm    Tuesday"),
        (1700000000.25, -34200, "%-10H|%_10M|%010S", "12|        43|0000000020"),
        (1700000000.25, -34200, "%:z %::z %z %-8z %08:z", "-09:30 -09:30:00 -0930 -0000930 -0009:30"),
        (1700000000.25, -34200, "%3N %9N %L %-L %6L %12L", "250 250000000 250 250 250000 250000000000"),
        (1700000000.25, -34200, "%Ey %Od %EC %E", "23 14 20 %E"),
        (1700000000.25, -34200, "%5% %Q %-Q %", "error: Liquid error: invalid format: %5% %Q %-Q %"),
        (1700000000.25, -34200, "%k %l %P %^P %#A %#B", "12 12 pm PM TUESDAY NOVEMBER"),
        (1700000000.25, -34200, "%C %g %G %V %U %W %u %w %j", "20 23 2023 46 46 46 2 2 318"),
        (1700000000.25, -34200, "%s %10s %-s", "1700000000 1700000000 1700000000"),
        (1700000000.25, -34200, "%c|%^c|%30c", "Tue Nov 14 12:43:20 2023|TUE NOV 14 12:43:20 2023|      Tue Nov 14 12:43:20 2023"),
        (1700000000.25, -34200, "%D %x %F %T %X %R %r %v", "11/14/23 11/14/23 2023-11-14 12:43:20 12:43:20 12:43 12:43:20 PM 14-NOV-2023"),
        (1700000000.25, -34200, "%^10b|%-10b|%010b|%_^10a", "       NOV|Nov|0000000Nov|       TUE"),
        (1700000000.25, -34200, "%10n|%-5t|x", "         \n|\t|x"),
        (1700000000.25, -34200, "day %e of %B, %Y (%a)", "day 14 of November, 2023 (Tue)"),
        (1700000000.25, -34200, "日付 %Y年%m月%d日", "日付 2023年11月14日"),
        (1700000000.25, -34200, "%", "error: Liquid error: invalid format: %"),
        (1700000000.25, -34200, "50%", "error: Liquid error: invalid format: 50%"),
        (1700000000.25, -34200, "%-", "error: Liquid error: invalid format: %-"),
        (1700000000.25, -34200, "%10", "error: Liquid error: invalid format: %10"),
        (1700000000.25, -34200, "%:", "%:"),
        (1700000000.25, -34200, "%E", "%E"),
    ]

    @Test func compiledStrftimeFormatsMatchRuby() {
        for (seconds, offset, format, expected) in Self.strftimeCases {
            let date = LiquidDate(Date(timeIntervalSince1970: seconds), utcOffset: offset)
            let result: String
            do {
                result = try Strftime.format(date, format)
            } catch let error as FilterError {
                result = "error: Liquid error: " + error.message
            } catch {
                result = "error: \(error)"
            }
            #expect(result == expected, "\(format) at \(seconds) \(offset)")
        }
    }

    /// The output, or the error's kind and message (its location differs between the forms).
    private func renderOrError(_ source: String, _ variables: [String: Value]) -> String {
        do {
            return try render(source, variables)
        } catch let error as LiquidError {
            return "error: \(error.kind) \(error.message)"
        } catch {
            return "error: \(error)"
        }
    }
}

/// A small deterministic generator, so generated cases are the same on every run.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
