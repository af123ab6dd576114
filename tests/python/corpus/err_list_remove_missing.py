heads = ['q', 'k']
heads.remove('v')
