#!/usr/bin/env python3
"""A deterministic generated blog for timing static-site generators at scale.

    gen_blog.py --posts N --out DIR [--flavor jekyll|hugo] [--no-highlight] [--seed S]

Both flavours hold the same posts (same Markdown, same dates and slugs) at the same URLs
(/YYYY/MM/DD/slug.html): the Jekyll flavour an ordinary Jekyll site (a default and a post
layout, an include, posts with tags, Liquid in some posts, an index listing the newest
excerpts, an archive listing every post), the Hugo flavour its equivalent. About a quarter of
the posts' sections hold a fenced Swift, Ruby or Python block, coloured by Rouge / Chroma / sitegen
unless --no-highlight. Output is a pure function of the arguments (Python 3 standard library
only; no clock, no environment).
"""
import argparse
import datetime
import os
import random
import sys

WORDS = """about after again array async buffer build byte cache change class closure code
compile compiler context copy data date debug decoder default delegate deploy design document
encoder error event field file filter format frame function generic graph handler header heap
index input instance interface iterator json key layout library link list lock loop memory
message method model module network node object option output package page parser path
pattern pipeline pointer process property protocol queue record reference release render
request resource response result runtime schema script selector server session signal site
slice snapshot source stack state storage stream string structure syntax system table target
task template test thread time token tool trace tree type value variable version view window
worker yaml quick slow cheap careful simple small large early late fresh plain""".split()
TAGS = ["swift", "ruby", "python", "performance", "memory", "testing", "design", "tools",
        "web", "notes", "release", "parsing"]

CODE = {
    "swift": ["struct {T}: Sendable {{", "    var {a}: [String: Int] = [:]",
              "    mutating func {b}(_ key: String) -> Int {{",
              "        let value = {a}[key, default: 0] + 1  // count it", "        {a}[key] = value",
              "        return value", "    }}", "}}"],
    "ruby": ["class {T}", "  def initialize", "    @{a} = Hash.new(0)", "  end", "",
             "  def {b}(key)", "    @{a}[key] += 1 # count it", "  end", "end"],
    "python": ["class {T}:", "    def __init__(self):", "        self.{a} = {{}}", "",
               "    def {b}(self, key):", "        self.{a}[key] = self.{a}.get(key, 0) + 1  # count it",
               "        return self.{a}[key]"],
}


def sentence(r, lo=6, hi=16):
    words = [r.choice(WORDS) for _ in range(r.randint(lo, hi))]
    if r.random() < 0.3:
        i = r.randrange(len(words))
        words[i] = "*%s*" % words[i]
    if r.random() < 0.2:
        i = r.randrange(len(words))
        words[i] = "`%s()`" % words[i]
    if r.random() < 0.15:
        i = r.randrange(len(words))
        words[i] = "[%s](https://example.com/%s)" % (words[i], words[i].strip("*`()"))
    return (" ".join(words)).capitalize() + r.choice([".", ".", ".", "?", "!"])


def paragraph(r):
    return " ".join(sentence(r) for _ in range(r.randint(3, 7)))


def post(r, i, n, flavor, highlight):
    """(date, slug, title, tags, markdown) of post i."""
    day = datetime.date(2010, 1, 1) + datetime.timedelta(days=(i * 5000) // max(n, 1))
    words = [r.choice(WORDS) for _ in range(r.randint(2, 5))]
    title = " ".join(words).capitalize()
    slug = "-".join(words) + "-%d" % i
    tags = sorted(set(r.sample(TAGS, r.randint(1, 3))))
    parts = [paragraph(r), paragraph(r)]
    for _ in range(r.randint(3, 6)):
        parts.append("## " + sentence(r, 2, 5).rstrip(".?!"))
        parts.append(paragraph(r))
        parts.append(paragraph(r))
        if r.random() < 0.5:
            parts.append("\n".join("- " + sentence(r, 3, 9) for _ in range(r.randint(2, 5))))
        if r.random() < 0.25:
            lang = r.choice(sorted(CODE))
            lines = [l.format(T=r.choice(WORDS).capitalize() + "Counter", a=r.choice(WORDS), b=r.choice(WORDS))
                     for l in CODE[lang]]
            parts.append("```%s\n%s\n```" % (lang, "\n".join(lines)))
    if r.random() < 0.2:
        parts.append("| name | count |\n| --- | --- |\n" +
                     "\n".join("| %s | %d |" % (r.choice(WORDS), r.randint(1, 99)) for _ in range(3)))
    if r.random() < 0.25:
        # A little template code in the post itself.
        parts.append("This post is called “{{ page.title }}”." if flavor == "jekyll"
                     else "This post is called “{{< param \"title\" >}}”.")
    parts.insert(1, "<!--more-->" if flavor == "hugo" else "")
    return day, slug, title, tags, "\n\n".join(p for p in parts if p) + "\n"


JEKYLL_FILES = {
    "_layouts/default.html": """<!DOCTYPE html>
<html lang="en">
<head>
{%- include head.html %}
</head>
<body>
<header><a href="{{ "/" | relative_url }}">{{ site.title | escape }}</a></header>
<main>
{{ content }}
</main>
<footer>{{ site.author | escape }}</footer>
</body>
</html>
""",
    "_includes/head.html": """<meta charset="utf-8">
<title>{% if page.title %}{{ page.title | escape }} | {% endif %}{{ site.title | escape }}</title>
<link rel="stylesheet" href="{{ "/style.css" | relative_url }}">""",
    "_layouts/post.html": """---
layout: default
---
<article>
<h1>{{ page.title | escape }}</h1>
<p><time datetime="{{ page.date | date_to_xmlschema }}">{{ page.date | date: "%b %-d, %Y" }}</time></p>
{{ content }}
<p>Tags: {% for tag in page.tags %}{{ tag }}{% unless forloop.last %}, {% endunless %}{% endfor %}</p>
</article>
""",
    "index.html": """---
layout: default
title: Home
---
<ul>
{%- for post in site.posts limit:10 %}
<li><a href="{{ post.url | relative_url }}">{{ post.title | escape }}</a>{{ post.excerpt }}</li>
{%- endfor %}
</ul>
""",
    "archive.html": """---
layout: default
title: Archive
permalink: /archive.html
---
<ul>
{%- for post in site.posts %}
<li>{{ post.date | date: "%Y-%m-%d" }} <a href="{{ post.url | relative_url }}">{{ post.title | escape }}</a></li>
{%- endfor %}
</ul>
""",
    "style.css": "body { font-family: sans-serif; max-width: 40em; margin: auto; }\n",
}

HUGO_FILES = {
    "layouts/_default/baseof.html": """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ with .Title }}{{ . }} | {{ end }}{{ site.Title }}</title>
<link rel="stylesheet" href="{{ "style.css" | relURL }}">
</head>
<body>
<header><a href="{{ "/" | relURL }}">{{ site.Title }}</a></header>
<main>
{{ block "main" . }}{{ end }}
</main>
<footer>{{ site.Params.author }}</footer>
</body>
</html>
""",
    "layouts/_default/single.html": """{{ define "main" }}<article>
<h1>{{ .Title }}</h1>
<p><time datetime="{{ .Date.Format "2006-01-02T15:04:05Z07:00" }}">{{ .Date.Format "Jan 2, 2006" }}</time></p>
{{ .Content }}
<p>Tags: {{ delimit .Params.tags ", " }}</p>
</article>{{ end }}
""",
    "layouts/_default/list.html": """{{ define "main" }}{{ end }}
""",
    "layouts/index.html": """{{ define "main" }}<ul>
{{- range first 10 (where site.RegularPages "Section" "posts") }}
<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ .Summary }}</li>
{{- end }}
</ul>{{ end }}
""",
    "layouts/archive/single.html": """{{ define "main" }}<ul>
{{- range where site.RegularPages "Section" "posts" }}
<li>{{ .Date.Format "2006-01-02" }} <a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{- end }}
</ul>{{ end }}
""",
    "layouts/shortcodes/param.html": "{{ .Page.Param (.Get 0) }}",
    "content/archive.md": "---\ntitle: Archive\ntype: archive\nurl: /archive.html\n---\n",
    "static/style.css": JEKYLL_FILES["style.css"],
}


def write(root, rel, text):
    path = os.path.join(root, *rel.split("/"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--posts", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--flavor", choices=["jekyll", "hugo"], default="jekyll")
    ap.add_argument("--no-highlight", dest="highlight", action="store_false")
    ap.add_argument("--seed", type=int, default=32)
    a = ap.parse_args()
    if os.path.exists(a.out) and os.listdir(a.out):
        sys.exit("gen_blog.py: %s exists and is not empty" % a.out)
    r = random.Random(a.seed)
    if a.flavor == "jekyll":
        write(a.out, "_config.yml", "title: Scale Blog\nauthor: Bench Author\nurl: https://example.com\n"
              "markdown: kramdown\nhighlighter: rouge\npermalink: /:year/:month/:day/:title.html\ntimezone: UTC\n"
              + ("" if a.highlight else "kramdown:\n  syntax_highlighter_opts:\n    disable: true\n"))
        files = JEKYLL_FILES
    else:
        write(a.out, "config.toml", 'baseURL = "https://example.com/"\ntitle = "Scale Blog"\ntimeZone = "UTC"\n'
              'disableKinds = ["RSS", "sitemap", "robotsTXT", "taxonomy", "term", "section"]\nuglyURLs = true\n'
              '[params]\n  author = "Bench Author"\n[permalinks]\n  posts = "/:year/:month/:day/:slug"\n'
              '[frontmatter]\n  date = [":filename", ":default"]\n[markup.goldmark.renderer]\n  unsafe = true\n'
              '[markup.highlight]\n  noClasses = false\n' + ("" if a.highlight else "  codeFences = false\n"))
        files = HUGO_FILES
    for rel, text in files.items():
        write(a.out, rel, text)
    for i in range(a.posts):
        day, slug, title, tags, body = post(r, i, a.posts, a.flavor, a.highlight)
        name = "%s-%s.md" % (day.isoformat(), slug)
        front = "---\nlayout: post\ntitle: \"%s\"\ntags: [%s]\n---\n" % (title, ", ".join(tags))
        if a.flavor == "hugo":
            front = "---\ntitle: \"%s\"\nslug: %s\ntags: [%s]\n---\n" % (title, slug, ", ".join(tags))
        write(a.out, ("_posts/" if a.flavor == "jekyll" else "content/posts/") + name, front + body)


if __name__ == "__main__":
    main()
