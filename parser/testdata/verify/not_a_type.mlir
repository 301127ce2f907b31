func.func private @f(notatype)
