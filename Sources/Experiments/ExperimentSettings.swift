import Foundation

/// The analytics back end that receives each experiment's exposure.
public enum AnalyticsBackend: String, Sendable, CaseIterable {
    /// Google Analytics 4 through `gtag`.
    case ga4
    /// The retired ga.js `_gaq` queue, kept for sites that still run it.
    case gaq
    /// Google Tag Manager's `dataLayer`.
    case gtm
    case plausible
    case matomo
    /// Only the `sitegen:experiment` DOM event.
    case none

    /// Text that shows the back end's own tracker is on a page (a layout's snippet); nil for `none`.
    var trackerMarkers: [String]? {
        switch self {
        case .ga4: ["googletagmanager.com/gtag/js", "gtag('config'", "gtag(\"config\""]
        case .gtm: ["googletagmanager.com/gtm.js"]
        case .gaq: ["google-analytics.com/ga.js", "_trackPageview"]
        case .plausible: ["plausible.io/js", "data-domain=", "plausible.init(", "/js/pa-", "/js/script."]
        case .matomo: ["matomo.js", "piwik.js", "trackPageView"]
        case .none: nil
        }
    }

    /// The custom-variable or custom-dimension slot range the back end accepts, when it needs one.
    var slotRange: ClosedRange<Int>? {
        switch self {
        case .gaq: 1...5
        case .matomo: 1...999
        default: nil
        }
    }
}

/// Site-wide experiment settings from the `abtesting:` mapping in `_config.yml`; every key is optional.
public struct ExperimentSettings: Sendable, Equatable {
    public var analytics: AnalyticsBackend
    /// When set, the back end's own loader snippet is emitted too (measurement id, container id,
    /// ga.js account, Plausible domain or Matomo site id).
    public var trackingID: String?
    /// Matomo's tracker address (`https://stats.example.com/`), needed with `analytics: matomo` and a `tracking_id`.
    public var matomoURL: String?
    /// Keep a visitor's variant across visits (localStorage, cookie fallback).
    public var sticky: Bool
    /// With Do Not Track on: the control variant, nothing stored, nothing reported.
    public var respectDNT: Bool
    /// `false`: the site places `{% include sitegen/experiments.html %}` itself.
    public var inject: Bool
    /// Engaged time stops this many seconds after the reader's last scroll, key, pointer or touch (and
    /// resumes at the next), so a tab left open is not counted as reading.
    public var idleSeconds: Int

    public init(analytics: AnalyticsBackend = .ga4, trackingID: String? = nil, matomoURL: String? = nil,
                sticky: Bool = true, respectDNT: Bool = false, inject: Bool = true, idleSeconds: Int = 30) {
        self.analytics = analytics
        self.trackingID = trackingID
        self.matomoURL = matomoURL
        self.sticky = sticky
        self.respectDNT = respectDNT
        self.inject = inject
        self.idleSeconds = idleSeconds
    }

    /// Reads the `abtesting:` value of `_config.yml`; `nil` or `.null` gives the defaults.
    public init(config value: SpecValue?, location: SpecLocation? = nil, locate: SpecLocator? = nil) throws(ExperimentError) {
        self.init()
        guard let value, value != .null else { return }
        let cursor = SpecCursor(root: "abtesting", base: location, locate: locate)
        guard case let .map(pairs) = value else {
            throw cursor.error("expected a mapping of settings (analytics, tracking_id, sticky, respect_dnt, inject), found \(value.typeDescription)")
        }
        for (key, item) in pairs {
            let at = cursor.child(.key(key))
            switch key {
            case "analytics":
                let names = AnalyticsBackend.allCases.map(\.rawValue).joined(separator: ", ")
                guard let text = item.scalarText, let backend = AnalyticsBackend(rawValue: text.lowercased()) else {
                    throw at.error("unknown analytics back end \(item.scalarText.map { "'\($0)'" } ?? item.typeDescription); use one of \(names)")
                }
                analytics = backend
            case "tracking_id":
                if item == .null { trackingID = nil; continue }
                guard let text = item.scalarText, !text.isEmpty, text.utf8.allSatisfy(Self.isTrackingIDByte) else {
                    throw at.error("a tracking id is letters, digits, '-', '_', '.' and ':' (e.g. G-ABC123, GTM-XYZ, UA-123-1, example.com)")
                }
                trackingID = text
            case "matomo_url":
                guard let text = item.scalarText, let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""),
                      url.host != nil else {
                    throw at.error("expected the Matomo tracker address, e.g. https://stats.example.com/")
                }
                matomoURL = text.hasSuffix("/") ? text : text + "/"
            case "sticky": sticky = try Self.flag(item, at)
            case "respect_dnt": respectDNT = try Self.flag(item, at)
            case "inject": inject = try Self.flag(item, at)
            case "idle_seconds":
                guard case let .int(seconds) = item, (5...3600).contains(seconds) else {
                    throw at.error("expected a whole number of seconds from 5 to 3600, e.g. 30")
                }
                idleSeconds = seconds
            default:
                throw at.error("unknown setting; the abtesting settings are analytics, tracking_id, matomo_url, sticky, respect_dnt, inject and idle_seconds")
            }
        }
        if analytics == .matomo, trackingID != nil, matomoURL == nil {
            throw cursor.error("analytics: matomo with a tracking_id also needs matomo_url (the tracker address)")
        }
    }

    /// Things about the settings a build should mention once, whatever the pages.
    public var notes: [String] {
        guard trackingID != nil, analytics != .none else { return [] }
        return ["abtesting.tracking_id: sitegen adds the \(analytics.rawValue) loader to pages with experiments only, so other pages are not measured by it; if your layout has its own snippet on every page, remove tracking_id instead (both together send two page views on experiment pages)"]
    }

    static func isTrackingIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"): true
        default: false
        }
    }

    private static func flag(_ value: SpecValue, _ at: SpecCursor) throws(ExperimentError) -> Bool {
        guard case let .bool(flag) = value else { throw at.error("expected true or false, found \(value.typeDescription)") }
        return flag
    }
}
