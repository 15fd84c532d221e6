import Liquid
import Testing

@Suite("Standard tags")
struct TagTests {
    static let data: [String: Value] = [
        "a": [1, 2, 3], "h": ["k": "v", "n": 5], "s": "hello", "n": 3, "e": [],
        "posts": [["title": "A", "year": 2020], ["title": "B", "year": 2022]],
    ]

    static let outputCases: [RenderCase] = [
        RenderCase("{{ s }}|{{ n }}|{{ 1.5 }}|{{ 2.0 }}|{{ -3 }}", data, "hello|3|1.5|2.0|-3"),
        RenderCase("{{ a }}|{{ h }}|{{ nil }}|{{ true }}|{{ empty }}|{{ blank }}", data, "123|{\"k\"=>\"v\", \"n\"=>5}||true||"),
        RenderCase("{{ a.size }}|{{ a.first }}|{{ a.last }}|{{ a[-1] }}|{{ a[0] }}|{{ h.size }}|{{ s.size }}", data, "3|1|3|3|1|2|5"),
        RenderCase("{{ h['k'] }}|{{ h[key] }}|{{ posts[1].title }}|{{ posts.first.year }}", data.merging(["key": "n"]) { $1 }, "v|5|B|2020"),
        RenderCase("{{ a[a[0]] }}|{{ ['s'] }}", data, "2|hello"),
        RenderCase("{{ (1..4) }}|{{ (1..n) }}", data, "1..4|1..3"),
        // Ruby keeps a reversed range's ends: it prints as written, is empty, and has first and last.
        RenderCase("{% assign r = (3..1) %}{{ r }}|{{ r.size }}|{{ r | join: ',' }}|{% for i in r %}{{ i }}{% else %}none{% endfor %}|{{ r.first }}{{ r.last }}|{{ r | first }}{{ r | last }}",
                   data, "3..1|0||none|31|31"),
        RenderCase("{{ missing }}|{{ missing.deeper[0] }}|{{ }}", data, "||"),
        RenderCase("{{ s | nosuchfilter }}", data, "hello"),
    ]

    @Test("output and lookups", arguments: outputCases)
    func output(_ c: RenderCase) throws {
        #expect(try render(c.source, c.variables) == c.expected)
    }

    static let conditionCases: [RenderCase] = [
        RenderCase("{% if s == 'hello' %}y{% else %}n{% endif %}", data, "y"),
        RenderCase("{% if n > 2 and n < 4 %}y{% endif %}", data, "y"),
        // `and`/`or` group from the right: false and (true or true), true or (false and false).
        RenderCase("{% if false and true or true %}A{% endif %}{% if true or false and false %}B{% endif %}", data, "B"),
        RenderCase("{% if 1 == 1.0 %}a{% endif %}{% if '1' == 1 %}b{% endif %}{% if a == a %}c{% endif %}", data, "ac"),
        RenderCase("{% if s contains 'ell' %}a{% endif %}{% if a contains 2 %}b{% endif %}{% if h contains 'k' %}c{% endif %}", data, "abc"),
        RenderCase("{% if 0 %}zero{% endif %}{% if '' %}empty{% endif %}{% if nil %}nil{% endif %}{% if false %}f{% endif %}", data, "zeroempty"),
        RenderCase("{% if e == empty %}a{% endif %}{% if nil == blank %}b{% endif %}{% if '  ' == blank %}c{% endif %}{% if blank == empty %}d{% endif %}", data, "abc"),
        RenderCase("{% if n != 3 %}a{% elsif n == 3 %}b{% else %}c{% endif %}", data, "b"),
        RenderCase("{% unless n == 3 %}a{% elsif true %}b{% else %}c{% endunless %}", data, "b"),
        RenderCase("{% case n %}{% when 1 %}one{% when 3, 4 %}three{% else %}other{% endcase %}", data, "three"),
        RenderCase("{% case s %}{% when 'x' or 'hello' %}A{% when 'hello' %}B{% else %}C{% endcase %}", data, "AB"),
        RenderCase("{% case n %}{% when 9 %}x{% else %}E{% endcase %}", data, "E"),
        RenderCase("{% if nil < 1 %}x{% else %}y{% endif %}", data, "y"),
    ]

    @Test("if, unless and case", arguments: conditionCases)
    func conditions(_ c: RenderCase) throws {
        #expect(try render(c.source, c.variables) == c.expected)
    }

    static let loopCases: [RenderCase] = [
        RenderCase("{% for x in a %}{{ forloop.index }}{{ forloop.rindex0 }}{{ forloop.first }}{{ forloop.last }} {% endfor %}", data, "12truefalse 21falsefalse 30falsetrue "),
        RenderCase("{% for x in a limit: 2 offset: 1 %}{{ x }}{% endfor %}|{% for x in a offset: 5 %}{{ x }}{% else %}E{% endfor %}", data, "23|E"),
        RenderCase("{% for x in a reversed limit: 2 %}{{ x }}{% endfor %}", data, "21"),
        RenderCase("{% for x in h %}{{ x[0] }}={{ x[1] }};{% endfor %}", data, "k=v;n=5;"),
        RenderCase("{% for i in (1..n) %}{{ i }}{% endfor %}|{% for i in (3..1) %}{{ i }}{% else %}none{% endfor %}", data, "123|none"),
        RenderCase("{% for x in a %}{% for y in a %}{{ forloop.parentloop.index }}{{ forloop.index }} {% endfor %}{% endfor %}", data, "11 12 13 21 22 23 31 32 33 "),
        RenderCase("{% for x in a %}{% if x == 2 %}{% break %}{% endif %}{{ x }}{% endfor %}|{% for x in a %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{% endfor %}", data, "1|13"),
        RenderCase("{% for x in s %}{{ x }}{% endfor %}|{% for x in nil %}{{ x }}{% else %}E{% endfor %}", data, "hello|E"),
        RenderCase("{% cycle 'a', 'b' %}{% cycle 'a', 'b' %}{% cycle 'a', 'b' %}|{% cycle g: 1, 2 %}{% cycle g: 1, 2 %}", data, "aba|12"),
        RenderCase("{% tablerow x in a cols: 2 %}{{ x }}{% endtablerow %}", data, "<tr class=\"row1\">\n<td class=\"col1\">1</td><td class=\"col2\">2</td></tr>\n<tr class=\"row2\"><td class=\"col1\">3</td></tr>\n"),
        RenderCase("{% tablerow x in a %}{{ tablerowloop.col_last }}{% endtablerow %}", data, "<tr class=\"row1\">\n<td class=\"col1\">false</td><td class=\"col2\">false</td><td class=\"col3\">true</td></tr>\n"),
    ]

    @Test("for, cycle and tablerow", arguments: loopCases)
    func loops(_ c: RenderCase) throws {
        #expect(try render(c.source, c.variables) == c.expected)
    }

    @Test func offsetContinueResumesWherePreviousLoopStopped() throws {
        let source = "{% for x in a limit: 1 %}{{ x }}{% endfor %}-{% for x in a offset: continue limit: 1 %}{{ x }}{% endfor %}-{% for x in a offset: continue %}{{ x }}{% endfor %}"
        #expect(try render(source, Self.data) == "1-2-3")
    }

    static let variableCases: [RenderCase] = [
        RenderCase("{% assign x = s %}{{ x }}|{% assign y = a %}{{ y.size }}", data, "hello|3"),
        RenderCase("{% capture c %}x{{ s }}y{% endcapture %}{{ c }}", data, "xhelloy"),
        RenderCase("{% if true %}{% assign inner = 1 %}{% endif %}{{ inner }}", data, "1"),
        RenderCase("{% for x in a %}{% assign last = x %}{% endfor %}{{ last }}", data, "3"),
        RenderCase("{% increment c %}{% increment c %}{% decrement c %}{{ c }}", data, "0111"),
        RenderCase("{% assign d = 5 %}{% increment d %}{{ d }}", data, "05"),
        RenderCase("{% echo s %}{% echo %}", data, "hello"),
        RenderCase("{%- liquid\n  assign x = 1\n  if x == 1\n    echo 'one'\n  endif\n  # a comment\n-%}", data, "one"),
    ]

    @Test("assign, capture, counters, echo, liquid", arguments: variableCases)
    func variables(_ c: RenderCase) throws {
        #expect(try render(c.source, c.variables) == c.expected)
    }

    static let textCases: [RenderCase] = [
        RenderCase("{% raw %}{{ x }}{% if %}{% endraw %}", [:], "{{ x }}{% if %}"),
        RenderCase("{% raw %} %} {% }} {{ {% endraw %}", [:], " %} {% }} {{ "),
        RenderCase("a{% comment %}{% if %} {% raw %}{% endcomment %}{% endraw %}{% endcomment %}b", [:], "ab"),
        RenderCase("a{% # note %}b{%# another %}c", [:], "abc"),
        RenderCase("a{% doc %}{{ unclosed {% enddoc %}b", [:], "ab"),
        RenderCase("{% ifchanged %}a{% endifchanged %}{% ifchanged %}a{% endifchanged %}{% ifchanged %}b{% endifchanged %}", [:], "ab"),
    ]

    @Test("raw, comment, doc, ifchanged", arguments: textCases)
    func text(_ c: RenderCase) throws {
        #expect(try render(c.source, c.variables) == c.expected)
    }

    static let partials = [
        "item": "[{{ item }}|{{ v }}]",
        "card": "<{{ title }}{{ forloop.index }}>",
        "counter": "{% assign set_inside = 'leaked' %}",
    ]

    static let partialCases: [RenderCase] = [
        RenderCase("{% assign v = 5 %}{% include 'item' %}", data, "[|5]"),
        RenderCase("{% include 'item' with s %}|{% include 'item' for a %}", data, "[hello|]|[1|][2|][3|]"),
        RenderCase("{% include 'item', v: 7 %}|{% include 'item' with a as v %}", data, "[|7]|[|1][|2][|3]"),
        RenderCase("{% include 'counter' %}{{ set_inside }}", data, "leaked"),
        RenderCase("{% assign v = 5 %}{% render 'item' %}|{% render 'item' with s %}|{% render 'item', v: n %}", data, "[|]|[hello|]|[|3]"),
        RenderCase("{% render 'card' for posts as p, title: 'T' %}", data, "<T1><T2>"),
        RenderCase("{% render 'counter' %}{{ set_inside }}", data, ""),
    ]

    @Test("include and render", arguments: partialCases)
    func partials(_ c: RenderCase) throws {
        #expect(try render(c.source, c.variables, partials: Self.partials) == c.expected)
    }

    @Test func renderIsolatesScopeAndForbidsInclude() {
        let error = renderError("{% render 'outer' %}", partials: ["outer": "{% include 'item' %}", "item": "x"])
        #expect(error?.message == "include usage is not allowed in this context")
    }
}
