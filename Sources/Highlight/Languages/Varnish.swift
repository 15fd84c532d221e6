extension Languages {
    static let vclDefinition: LexerDefinition = {
        let names = table([
            (.k, "vcl set unset include import if else elseif elif elsif director probe backend acl declare local BOOL FLOAT INTEGER IP RTIME STRING TIME"),
            (.nf, """
                ban call hash_data new regsub regsuball return rollback std.cache_req_body std.collect std.duration \
                std.fileread std.healthy std.integer std.ip std.log std.port std.querysort std.random std.real \
                std.real2time std.rollback std.set_ip_tos std.strstr std.syslog std.time std.time2integer std.time2real \
                std.timestamp std.tolower std.toupper synth synthetic
                """),
            (.nv, """
                bereq bereq.backend bereq.between_bytes_timeout bereq.connect_timeout bereq.first_byte_timeout \
                bereq.method bereq.proto bereq.retries bereq.uncacheable bereq.url bereq.xid beresp beresp.age \
                beresp.backend beresp.backend.ip beresp.backend.name beresp.do_esi beresp.do_gunzip beresp.do_gzip \
                beresp.do_stream beresp.grace beresp.keep beresp.proto beresp.reason beresp.status beresp.storage_hint \
                beresp.ttl beresp.uncacheable beresp.was_304 client.identity client.ip local.ip now obj.age obj.grace \
                obj.hits obj.keep obj.proto obj.reason obj.status obj.ttl obj.uncacheable remote.ip req req.backend_hint \
                req.can_gzip req.esi req.esi_level req.hash_always_miss req.hash_ignore_busy req.method req.proto \
                req.restarts req.ttl req.url req.xid resp resp.proto resp.reason resp.status server.hostname \
                server.identity server.ip
                """),
        ])
        let numeric = "(?i:(?:0x[0-9a-f]+(?:\\.[0-9a-f]+)?(?:p[+-]?[0-9a-f]+)?)|(?:[0-9]+(?:\\.[0-9]+)?(?:e[+-]?[0-9]+)?))"
        let integer = try! PCRERegex("(?:[0-9]+|0x(?i:[0-9a-f])+)\\z")
        return LexerDefinition(states: [
            ("root", [
                r(#"(?s)\{".*?"}"#, .s1),
                r(#"(?s)\{(\w+)".*?"(\1)\}"#, .s1),
                r(#"(?s)/\*.*?\*/"#, .cm),
                r("(?://|#).*", .c1),
                r("true|false", .kc),
                r(#"(?:beresp|bereq|resp|req|obj)\.http\.[\w.-]+"#, .nv),
                r(#"(?:var)\.[\w.-]+"#, .nv),
                g(#"(sub)([ \f\n\r\t\x0B]+)([\w-]+)"#, [.k, .text, .nf]),
                r(#"C\{"#, .cp, push("inline_c")),
                lk(#"(?i)\.?[a-z_][\w.-]*"#, names, .text),
                r(numeric + "(?:ms|s|m|h|d|w|y)", .mx),
                classify(numeric) { (integer.matchesWhole($0) ? .mi : .mf, .stay) },
                r(#"""#, .s2, push("string")),
                r(#"[&|+-]{2}|[<=>!*/+-]=|<<|>>|!~|[-+*/%><=!&|~]"#, .o),
                r("[{}();.,]", .p),
                r(#"\r\n?|\n"#, .text),
                r(".", .text),
            ]),
            ("string", [
                r(#"""#, .s2, pop),
                r(#"\\[\\"nt]"#, .se),
                r(#"\r\n?|\n"#, .s2),
                r(".", .s2),
            ]),
            ("inline_c", [r("}C", .cp, pop), d("(?s).*?(?=}C)", "c")]),
        ])
    }()
}
