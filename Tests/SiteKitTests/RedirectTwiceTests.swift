import Foundation
import Testing
@testable import SiteKit

/// Two documents' `redirect_from` naming one URL: Jekyll writes both redirect pages in order,
/// so the later document's is the file, on every build (not whichever rendered last). The
/// expectation is Jekyll 4.3.1's output for `Tests/Fixtures/redirect-twice`.
@Suite struct RedirectTwiceTests {
    @Test func theLaterRedirectPageIsWrittenEveryTime() throws {
        for _ in 0..<5 {
            let site = try FixtureSite("redirect-twice")
            defer { site.remove() }
            try site.build()
            #expect(site.output("old/index.html") == "<!DOCTYPE html>\n<html lang=\"en-US\">\n  <meta charset=\"utf-8\">\n  <title>Redirecting&hellip;</title>\n  <link rel=\"canonical\" href=\"/b.html\">\n  <script>location=\"/b.html\"</script>\n  <meta http-equiv=\"refresh\" content=\"0; url=/b.html\">\n  <meta name=\"robots\" content=\"noindex\">\n  <h1>Redirecting&hellip;</h1>\n  <a href=\"/b.html\">Click here if you are not redirected.</a>\n</html>\n")
            #expect(site.output("redirects.json") == "{\"/old/\":\"/b.html\"}")
        }
    }
}
