#pragma once
#include <poppler.h>
