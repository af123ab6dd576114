class TokenizerError(Exception):
    pass
raise TokenizerError('unknown character: ~')
