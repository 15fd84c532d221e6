import Testing

@testable import Highlight

// The registry is Rouge 3.30's list of lexers; each name resolves to its own row's lexer.
@Test func everyRegistryNameResolvesToItsRowsTag() {
    var seen: Set<String> = []
    for entry in Languages.all {
        #expect(seen.insert(entry.tag).inserted, "\(entry.tag) listed twice")
        for name in entry.names {
            #expect(Languages.tag(for: name) == entry.tag || entry.aliases.contains(name) && Languages.tag(for: name) != nil)
            #expect(Highlighter.isRougeLanguage(name))
            if entry.make != nil { #expect(Languages.lexer(named: name)?.name == entry.tag) }
        }
    }
    #expect(Languages.all.count == 217)
}

@Test func namesAreCaseSensitiveAndOptionsIgnored() {
    #expect(Highlighter.isRougeLanguage("ruby"))
    #expect(!Highlighter.isRougeLanguage("Ruby"))
    #expect(Highlighter.isRougeLanguage("Dockerfile"))
    #expect(Highlighter.isRougeLanguage("ruby?start_inline=1"))
    #expect(!Highlighter.isRougeLanguage("nosuchlang"))
}

