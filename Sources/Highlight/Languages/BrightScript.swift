extension Languages {
    static let brightscriptDefinition: LexerDefinition = {
        // Roku's component names (matched as written), then the upper-cased word lists.
        let components = Set(BrightScriptWords.components.split(separator: " ").map(String.init))
        let upper = table([
            (.kr, """
                BOX CREATEOBJECT DIM EACH ELSE ELSEIF END ENDFUNCTION ENDIF ENDSUB ENDWHILE EVAL EXIT EXITWHILE FALSE FOR \
                FUNCTION GETGLOBALAA GETLASTRUNCOMPILEERROR GETLASTRUNRUNTIMEERROR GOTO IF IN INVALID LET LINE_NUM M NEXT \
                OBJFUN POS PRINT REM RETURN RUN STEP STOP SUB TAB TO TRUE TYPE WHILE \
                CLASS CONST IMPORT LIBRARY NAMESPACE PRIVATE PROTECTED PUBLIC
                """),
            (.kt, "BOOLEAN DIM DOUBLE DYNAMIC FLOAT FUNCTION INTEGER INTERFACE INVALID LONGINTEGER OBJECT STRING VOID"),
            (.nb, """
                ABS ASC ATN CDBL CHR CINT CONTROL COPYFILE COS CREATEDIRECTORY CSNG DELETEDIRECTORY DELETEFILE EXP \
                FINDMEMBERFUNCTION FINDNODE FIX FORMATDRIVEFORMATJSON GETINTERFACE INSTR INT LCASE LEFT LEN LISTDIR LOG \
                MATCHFILES MID MOVEFILE OBSERVEFIELD PARSEJSON PARSEXML READASCIIFILE REBOOTSYSTEM RIGHT RND \
                RUNGARBAGECOLLECTOR SGN SIN SLEEP SQR STR STRI STRING STRINGI STRTOI SUBSTITUTE TANTEXTTOP TEXT TRUCASE \
                UPTIME VALVISIBLE VISIBLE WAIT
                """),
            (.ow, "AND AS MOD NOT OR THEN"),
        ])
        let id = "(?i:[$a-z_][a-z0-9_]*)"
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r(#"\'.*"#, .c1),
                r("(?i)REM.*", .c1),
                r(#"[~!%^&*+=\|?:<>/-]"#, .o),
                r(#"(?i)\d*\.\d+(e-?\d+)?"#, .mf),
                r(#"(?i)\d+[lu]*"#, .mi),
                r(#"".*?""#, .s2),
                r(id + #"(?=\s*[(])"#, .nf),
                r(#"[()\[\],.;{}]"#, .p),
                classify(id) { word in
                    if components.contains(word) { return (.kr, .stay) }
                    return (upper[word.uppercased()] ?? .n, .stay)
                },
            ]),
        ])
    }()
}

enum BrightScriptWords {
    static let components = #"""
        roAppendFile roAppInfo roAppManager roArray roAssociativeArray roAudioGuide roAudioMetadata roAudioPlayer \#
        roAudioPlayerEvent roAudioResourceroBitmap roBoolean roBrightPackage roBrSub roButton roByteArray \#
        roCaptionRenderer roCaptionRendererEvent roCecInterface roCECStatusEvent roChannelStore roChannelStoreEvent \#
        roClockWidget roCodeRegistrationScreen roCodeRegistrationScreenEventroCompositor roControlDown roControlPort \#
        roControlUp roCreateFile roDatagramReceiver roDatagramSender roDataGramSocket roDateTime roDeviceInfo \#
        roDeviceInfoEvent roDoubleroEVPCipher roEVPDigest roFileSystem roFileSystemEvent roFloat roFont roFontMetrics \#
        roFontRegistry roFunction roGlobal roGpio roGridScreen roGridScreenEvent roHdmiHotPlugEventroHdmiStatus \#
        roHdmiStatusEvent roHMAC roHttpAgent roImageCanvas roImageCanvasEvent roImageMetadata roImagePlayer \#
        roImageWidgetroInput roInputEvent roInt roInvalid roIRRemote roKeyboard roKeyboardPress roKeyboardScreen \#
        roKeyboardScreenEventroList roListScreen roListScreenEvent roLocalization roLongInteger roMessageDialog \#
        roMessageDialogEvent roMessagePort roMicrophone roMicrophoneEvent roNetworkConfiguration roOneLineDialog \#
        roOneLineDialogEventroParagraphScreen roParagraphScreenEvent roPath roPinEntryDialog roPinEntryDialogEvent \#
        roPinentryScreen roPosterScreen roPosterScreenEventroProgramGuide roQuadravoxButton roReadFile \#
        roRectangleroRegexroRegion roRegistry roRegistrySection roResourceManager roRSA roRssArticle roRssParser \#
        roScreen roSearchHistory roSearchScreen roSearchScreenEvent roSerialPort roSGNode roSGNodeEvent \#
        roSGScreenroSGScreenEvent roSlideShowroSlideShowEvent roSNS5 roSocketAddress roSocketEvent roSpringboardScreen \#
        roSpringboardScreenEventroSprite roStorageInfo roStreamSocket roStringroSystemLogroSystemLogEvent roSystemTime \#
        roTextFieldroTextScreen roTextScreenEvent roTextToSpeech roTextToSpeechEvent roTextureManager roTextureRequest \#
        roTextureRequestEventroTextWidget roTimer roTimespan roTouchScreen roTunerroTunerEvent roUniversalControlEvent \#
        roUrlEvent roUrlTransfer roVideoEvent roVideoInput roVideoMode roVideoPlayer roVideoPlayerEvent roVideoScreen \#
        roVideoScreenEventroWriteFile roXMLElement roXMLList
        """#
}
