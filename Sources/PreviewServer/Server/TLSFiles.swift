import Foundation
import HummingbirdTLS

/// `serve --ssl-cert CERT --ssl-key KEY`: the PEM files HTTPS is served with, as
/// `jekyll serve` reads them (WEBrick's SSLCertificate and SSLPrivateKey, RSA or EC keys).
public struct TLSFiles: Sendable, Equatable {
    public var certificate: String
    public var privateKey: String

    public init(certificate: String, privateKey: String) {
        self.certificate = certificate
        self.privateKey = privateKey
    }

    func configuration() throws(PreviewServerError) -> TLSConfiguration {
        for file in [certificate, privateKey] where !FileManager.default.isReadableFile(atPath: file) {
            throw .badCertificate(reason: "cannot read \(file)")
        }
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificate)
        } catch {
            throw .badCertificate(reason: "\(certificate) is not a PEM certificate (\(error))")
        }
        guard !chain.isEmpty else { throw .badCertificate(reason: "\(certificate) holds no certificate") }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: privateKey, format: .pem)
        } catch {
            throw .badCertificate(reason: "\(privateKey) is not a PEM private key (\(error))")
        }
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }
}
