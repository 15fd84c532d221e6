extension Languages {
    static let praatDefinition: LexerDefinition = {
        let pattern9 = #"""
            \b(?:if|then|else|elsif|elif|endif|fi|for|from|to|endfor|endproc|while|endwhile|repeat|until|select|\#
            plus|minus|demo|assert|stopwatch|nocheck|nowarn|noprogress|editor|endeditor|clearinfo)\b
            """#
        let pattern14 = #"""
            \b(?:Activation|AffineTransform|AmplitudeTier|Art|Artword|Autosegment|BarkFilter|BarkSpectrogram|CCA|\#
            Categories|Cepstrogram|Cepstrum|Cepstrumc|ChebyshevSeries|ClassificationTable|Cochleagram|Collection|\#
            ComplexSpectrogram|Configuration|Confusion|ContingencyTable|Corpus|Correlation|Covariance|\#
            CrossCorrelationTable|CrossCorrelationTableList|CrossCorrelationTables|DTW|DataModeler|Diagonalizer|\#
            Discriminant|Dissimilarity|Distance|Distributions|DurationTier|EEG|ERP|ERPTier|EditCostsTable|\#
            EditDistanceTable|Eigen|Excitation|Excitations|ExperimentMFC|FFNet|FeatureWeights|FileInMemory|\#
            FilesInMemory|Formant|FormantFilter|FormantGrid|FormantModeler|FormantPoint|FormantTier|\#
            GaussianMixture|HMM|HMM_Observation|HMM_ObservationSequence|HMM_State|HMM_StateSequence|\#
            HMMObservation|HMMObservationSequence|HMMState|HMMStateSequence|Harmonicity|ISpline|Index|Intensity|\#
            IntensityTier|IntervalTier|KNN|KlattGrid|KlattTable|LFCC|LPC|Label|LegendreSeries|LinearRegression|\#
            LogisticRegression|LongSound|Ltas|MFCC|MSpline|ManPages|Manipulation|Matrix|MelFilter|MelSpectrogram|\#
            MixingMatrix|Movie|Network|OTGrammar|OTHistory|OTMulti|PCA|PairDistribution|ParamCurve|Pattern|\#
            Permutation|Photo|Pitch|PitchModeler|PitchTier|PointProcess|Polygon|Polynomial|PowerCepstrogram|\#
            PowerCepstrum|Procrustes|RealPoint|RealTier|ResultsMFC|Roots|SPINET|SSCP|SVD|Salience|ScalarProduct|\#
            Similarity|SimpleString|SortedSetOfString|Sound|Speaker|Spectrogram|Spectrum|SpectrumTier|\#
            SpeechSynthesizer|SpellingChecker|Strings|StringsIndex|Table|TableOfReal|TextGrid|TextInterval|\#
            TextPoint|TextTier|Tier|Transition|VocalTract|VocalTractTier|Weight|WordList)(?=\s+\S+\n)
            """#
        let pattern28 = #"""
            \b(backslashTrigraphsToUnicode|chooseDirectory|chooseReadFile|chooseWriteFile|date|demoKey|do|\#
            environment|extractLine|extractWord|fixed|info|left|mid|percent|readFile|replace|replace_regex|right|\#
            selected|string|unicodeToBackslashTrigraphs)\$(?=\s*[:(])
            """#
        let pattern30 = #"""
            \b(abs|appendFile|appendFileLine|appendInfo|appendInfoLine|arccos|arccosh|arcsin|arcsinh|arctan|\#
            arctan2|arctanh|barkToHertz|beginPause|beginSendPraat|besselI|besselK|beta|beta2|binomialP|binomialQ|\#
            boolean|ceiling|chiSquareP|chiSquareQ|choice|comment|cos|cosh|createDirectory|deleteFile|demoClicked|\#
            demoClickedIn|demoCommandKeyPressed|demoExtraControlKeyPressed|demoInput|demoKeyPressed|\#
            demoOptionKeyPressed|demoShiftKeyPressed|demoShow|demoWaitForInput|demoWindowTitle|demoX|demoY|\#
            differenceLimensToPhon|do|editor|endPause|endSendPraat|endsWith|erb|erbToHertz|erf|erfc|exitScript|\#
            exp|extractNumber|fileReadable|fisherP|fisherQ|floor|gaussP|gaussQ|hash|hertzToBark|hertzToErb|\#
            hertzToMel|hertzToSemitones|imax|imin|incompleteBeta|incompleteGammaP|index|index_regex|integer|\#
            invBinomialP|invBinomialQ|invChiSquareQ|invFisherQ|invGaussQ|invSigmoid|invStudentQ|length|ln|lnBeta|\#
            lnGamma|log10|log2|max|melToHertz|min|minusObject|natural|number|numberOfColumns|numberOfRows|\#
            numberOfSelected|objectsAreIdentical|option|optionMenu|pauseScript|phonToDifferenceLimens|plusObject|\#
            positive|randomBinomial|randomGauss|randomInteger|randomPoisson|randomUniform|real|readFile|\#
            removeObject|rindex|rindex_regex|round|runScript|runSystem|runSystem_nocheck|selectObject|selected|\#
            semitonesToHertz|sentence|sentencetext|sigmoid|sin|sinc|sincpi|sinh|soundPressureToPhon|sqrt|\#
            startsWith|studentP|studentQ|tan|tanh|text|variableExists|word|writeFile|writeFileLine|writeInfo|\#
            writeInfoLine)(?=\s*[:(])
            """#
        let pattern47 = #"""
            \b(Object|Activation|AffineTransform|AmplitudeTier|Art|Artword|Autosegment|BarkFilter|\#
            BarkSpectrogram|CCA|Categories|Cepstrogram|Cepstrum|Cepstrumc|ChebyshevSeries|ClassificationTable|\#
            Cochleagram|Collection|ComplexSpectrogram|Configuration|Confusion|ContingencyTable|Corpus|\#
            Correlation|Covariance|CrossCorrelationTable|CrossCorrelationTableList|CrossCorrelationTables|DTW|\#
            DataModeler|Diagonalizer|Discriminant|Dissimilarity|Distance|Distributions|DurationTier|EEG|ERP|\#
            ERPTier|EditCostsTable|EditDistanceTable|Eigen|Excitation|Excitations|ExperimentMFC|FFNet|\#
            FeatureWeights|FileInMemory|FilesInMemory|Formant|FormantFilter|FormantGrid|FormantModeler|\#
            FormantPoint|FormantTier|GaussianMixture|HMM|HMM_Observation|HMM_ObservationSequence|HMM_State|\#
            HMM_StateSequence|HMMObservation|HMMObservationSequence|HMMState|HMMStateSequence|Harmonicity|\#
            ISpline|Index|Intensity|IntensityTier|IntervalTier|KNN|KlattGrid|KlattTable|LFCC|LPC|Label|\#
            LegendreSeries|LinearRegression|LogisticRegression|LongSound|Ltas|MFCC|MSpline|ManPages|Manipulation|\#
            Matrix|MelFilter|MelSpectrogram|MixingMatrix|Movie|Network|OTGrammar|OTHistory|OTMulti|PCA|\#
            PairDistribution|ParamCurve|Pattern|Permutation|Photo|Pitch|PitchModeler|PitchTier|PointProcess|\#
            Polygon|Polynomial|PowerCepstrogram|PowerCepstrum|Procrustes|RealPoint|RealTier|ResultsMFC|Roots|\#
            SPINET|SSCP|SVD|Salience|ScalarProduct|Similarity|SimpleString|SortedSetOfString|Sound|Speaker|\#
            Spectrogram|Spectrum|SpectrumTier|SpeechSynthesizer|SpellingChecker|Strings|StringsIndex|Table|\#
            TableOfReal|TextGrid|TextInterval|TextPoint|TextTier|Tier|Transition|VocalTract|VocalTractTier|\#
            Weight|WordList)_
            """#
        return LexerDefinition(states: [
            ("root", [
                g(#"(\s+)(#.*?$)"#, [.text, .c1]),
                r(#"^#.*?$"#, .c1),
                r(#";[^\n]*"#, .c1),
                r(#"\s+"#, .text),
                g(#"(\bprocedure)(\s+)"#, [.k, .text], push("procedure_definition")),
                g(#"(\bcall)(\s+)"#, [.k, .text], push("procedure_call")),
                r(#"@"#, .nf, push("procedure_call")),
                inc("function_call"),
                r(#"\b(?:select all)\b"#, .k),
                r(pattern9, .k),
                g(#"(\bform\b)(\s+)([^\n]+)"#, [.k, .text, .s], push("old_form")),
                g(#"(print(?:line|tab)?|echo|exit|asserterror|pause|send(?:praat|socket)|include|execute|system(?:_nocheck)?)(\s+)"#, [.k, .text], push("string_unquoted")),
                g(#"(goto|label)(\s+)(\w+)"#, [.k, .text, .nl]),
                inc("variable_name"),
                inc("number"),
                r(#"""#, .s, push("string")),
                r(pattern14, .nc, push("string_unquoted")),
                r(#"\b(?=[A-Z])"#, .text, push("command")),
                r(#"(\.{3}|[)(,\$])"#, .p),
            ]),
            ("command", [
                r(#"( ?([^\s:\.'])+ ?)"#, .k),
                inc("string_interpolated"),
                r(#"\.{3}"#, .k, .popPush(1, ["old_arguments"])),
                r(#":"#, .k, .popPush(1, ["comma_list"])),
                r(#"[\s]"#, .text, pop),
            ]),
            ("procedure_call", [
                inc("string_interpolated"),
                r(#"(:|\s*\()"#, .p, pop),
                r(#"'"#, .nf),
                r(#"[^:\('\s]+"#, .nf),
                r(#"(?=\s+)"#, .text, .popPush(1, ["old_arguments"])),
            ]),
            ("procedure_definition", [
                r(#"(:|\s*\()"#, .p, pop),
                r(#"[^:\(\s]+"#, .nf),
                r(#"(\s+)"#, .text, pop),
            ]),
            ("function_call", [
                r(pattern28, .nf, push("function")),
                r(#"\b(linear|randomGauss|randomInteger|randomUniform|zero)#(?=\s*[:(])"#, .nf, push("function")),
                r(pattern30, .nf, push("function")),
            ]),
            ("function", [
                r(#"\s+"#, .text),
                r(#"(?::|\s*\()"#, .text, .popPush(1, ["comma_list"])),
            ]),
            ("comma_list", [
                g(#"(\s*\n\s*)(\.{3})"#, [.text, .p]),
                r(#"\s*[\])\n]"#, .text, pop),
                r(#"\s+"#, .text),
                r(#"""#, .s, push("string")),
                r(#"\b(if|then|else|fi|endif)\b"#, .k),
                inc("function_call"),
                inc("variable_name"),
                inc("operator"),
                inc("number"),
                r(#"[()]"#, .text),
                r(#","#, .p),
            ]),
            ("old_arguments", [
                r(#"\n"#, .text, pop),
                inc("variable_name"),
                inc("operator"),
                inc("number"),
                r(#"""#, .s, push("string")),
                r(#"[^\n]"#, .text),
            ]),
            ("number", [
                r(#"\n"#, .text, pop),
                r(#"\b\d+(\.\d*)?([eE][-+]?\d+)?%?"#, .m),
            ]),
            ("variable_name", [
                inc("operator"),
                inc("number"),
                r(#"\b(?:praatVersion|tab|shellDirectory|homeDirectory|preferencesDirectory|newline|temporaryDirectory|defaultDirectory)\$"#, .nb),
                r(#"\b(?:all|average|e|left|macintosh|mono|pi|praatVersion|right|stereo|undefined|unix|windows)(?!\$)\b"#, .nb),
                r(pattern47, .nb, push("object_reference")),
                r(#"\.?[a-z][a-zA-Z0-9_.]*(\$|#)?"#, .text),
                r(#"[\[\]]"#, .text, push("comma_list")),
                inc("string_interpolated"),
            ]),
            ("object_reference", [
                inc("string_interpolated"),
                r(#"([a-z][a-zA-Z0-9_]*|\d+)"#, .nb),
                r(#"\.(ncol|nrow|xmin|ymin|xmax|ymax|nx|ny|dx|dy)\b"#, .nb, pop),
                r(#"\$"#, .nb),
                r(#"\["#, .text, pop),
            ]),
            ("operator", [
                r(#"([+/*<>=!-]=?|[&*|][&*|]?|\^|<>)"#, .o),
                r(#"(?<![\w.])(and|or|not|div|mod)(?![\w.])"#, .ow),
            ]),
            ("string_interpolated", [
                r(#"'[\._a-z][^\[\]'":]*(\[([\d,]+|"[\w,]+")\])?(:[0-9]+)?'"#, .si),
            ]),
            ("string_unquoted", [
                r(#"\n\s*\.{3}"#, .p),
                r(#"\n"#, .text, pop),
                r(#"\s"#, .text),
                inc("string_interpolated"),
                r(#"'"#, .s),
                r(#"[^'\n]+"#, .s),
            ]),
            ("string", [
                r(#"\n\s*\.{3}"#, .p),
                r(#"""#, .s, pop),
                inc("string_interpolated"),
                r(#"'"#, .s),
                r(#"[^'"\n]+"#, .s),
            ]),
            ("old_form", [
                g(#"(\s+)(#.*?$)"#, [.text, .c1]),
                r(#"\s+"#, .text),
                g(#"(optionmenu|choice)([ \t]+\S+:[ \t]+)"#, [.k, .text], push("number")),
                g(#"(option|button)([ \t]+)"#, [.k, .text], push("string_unquoted")),
                g(#"(sentence|text)([ \t]+\S+)"#, [.k, .text], push("string_unquoted")),
                g(#"(word)([ \t]+\S+[ \t]*)(\S+)?([ \t]+.*)?"#, [.k, .text, .s, .text]),
                g(#"(boolean)(\s+\S+\s*)(0|1|"?(?:yes|no)"?)"#, [.k, .text, .nv]),
                g(#"(real|natural|positive|integer)([ \t]+\S+[ \t]*)([+-]?)"#, [.k, .text, .o], push("number")),
                g(#"(comment)(\s+)"#, [.k, .text], push("string_unquoted")),
                r(#"\bendform\b"#, .k, pop),
            ]),
        ])
    }()
}
