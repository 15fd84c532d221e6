/// A token's type, named by its Pygments short class as Rouge writes it in HTML
/// (`k` Keyword, `nf` Name.Function, `s2` String.Double, …); `text` is plain Text (no span).
public enum TokenClass: String, Sendable, CaseIterable {
    case text = ""
    case w, esc, err, x
    case k, kc, kd, kn, kp, kr, kt, kv
    case n, na, nb, bp, nc, no, nd, ni, ne, nf, fm, py, nl, nn, nx, nt, nv, vc, vg, vi, vm
    case l, ld, s, sa, sb, sc, dl, sd, s2, se, sh, si, sx, sr, s1, ss
    case m, mb, mf, mh, mi, il, mo, mx
    case o, ow, p, pi
    case c, ch, cd, cm, cp, cpf, c1, cs
    case g, gd, ge, gr, gh, gi, go, gp, gs, gu, gt, gl
}

/// One token: its class and its byte range in the code.
public struct Token: Sendable, Equatable {
    public var tokenClass: TokenClass
    public var range: Range<Int>
}
