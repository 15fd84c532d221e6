import Testing

@testable import Highlight

// The registry writes each language's names out so that a build compiles only the languages it
// uses; they must be the names its definition (and Rouge) gives.
@Test func registryNamesAreTheDefinitionsTagAndAliases() {
    for entry in Languages.all {
        let definition = entry.definition()
        var expected: [String] = []
        for name in [definition.name] + definition.aliases where !expected.contains(name) { expected.append(name) }
        var names: [String] = []
        for name in entry.names where !names.contains(name) { names.append(name) }
        #expect(names == expected)
        #expect(entry.lexer().name == definition.name || definition.states.isEmpty)
    }
}
