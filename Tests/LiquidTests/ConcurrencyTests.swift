import Foundation
import Liquid
import Testing

@Suite("Concurrent rendering")
struct ConcurrencyTests {
    @Test func oneTemplateRendersFromManyThreadsWithTheirOwnData() async throws {
        let environment = makeEnvironment(partials: ["row": "<{{ item }}>"])
        let template = try Template.parse(
            "{% for i in (1..n) %}{% include 'row' with i as item %}{% cycle 'a', 'b' %}{% endfor %}{% assign total = n %}{{ total }}",
            environment: environment)
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for n in 1...64 {
                group.addTask {
                    let output = try template.render(RenderContext(environment: environment, variables: ["n": .int(n)]))
                    return (n, output)
                }
            }
            var collected: [(Int, String)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 64)
        for (n, output) in results {
            var expected = ""
            for i in 1...n { expected += "<\(i)>" + (i % 2 == 1 ? "a" : "b") }
            #expect(output == expected + String(n))
        }
    }

    @Test func partialCacheParsesOncePerName() throws {
        let environment = makeEnvironment(partials: ["p": "x"])
        let first = try environment.partial(named: "p")
        let second = try environment.partial(named: "p")
        #expect(first === second)
        environment.clearPartialCache()
        #expect(try environment.partial(named: "p") !== first)
    }
}
