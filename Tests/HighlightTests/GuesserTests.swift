import Testing

@testable import Highlight

// Rouge 3.30's `Lexer.guess(source:)` on sources whose answers `ruby -rrouge` gives.
@Test(arguments: [
    ("#!/bin/bash\necho 1\n", Guesser.Guess.lexer("shell")),
    ("  #!/usr/bin/env python3.11 -u\nprint(1)\n", .lexer("python")),
    ("#!/usr/bin/env node\n", .lexer("javascript")),
    ("x = 1 # vim: set ft=ruby:\n", .lexer("ruby")),
    ("# -*- mode: python -*-\nx\n", .lexer("python")),
    ("<?xml version=\"1.0\"?>\n<a/>\n", .lexer("xml")),
    ("<!DOCTYPE html>\n<p>x</p>\n", .lexer("html")),
    ("--- a\n+++ b\n", .lexer("diff")),
    ("%YAML 1.2\n---\n", .lexer("yaml")),
    ("#lang racket\n(define x 1)\n", .lexer("racket")),
    ("async function go() {}\n", .lexer("hack")),
    ("#!/bin/sh\npackage x\n", .ambiguous(["mosel", "shell"])),
    ("<?xml version=\"1.0\"?>\n<Biml/>\n", .ambiguous(["xml", "biml"])),
    ("plain words\n", .lexer("plaintext")),
    ("", .lexer("plaintext")),
])
func rougesGuessFromTheSource(_ source: String, _ expected: Guesser.Guess) {
    #expect(Guesser.guess(Array(source.utf8)) == expected, "\(source)")
}

// A media type narrows first (Rouge's `guess_by_mimetype`); an unknown one is no narrowing.
@Test func aMediaTypeNamesItsLexer() {
    #expect(Guesser.guess([], mimetype: "text/x-python") == .lexer("python"))
    #expect(Guesser.guess([], mimetype: "application/x-nothing") == .lexer("plaintext"))
    #expect(Languages.tag(forMimetype: "application/json") == "json")
}

// Searches over hostile sources stay bounded (PCRE2's match limit), never quadratic hangs.
@Test func guessingAMegabyteOfDashesEnds() {
    let source = Array(repeating: UInt8(ascii: "-"), count: 1 << 20)
    #expect(Guesser.guess(source) == .lexer("plaintext"))
}
