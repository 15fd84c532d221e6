import SiteKit
