raise 'something bad'
